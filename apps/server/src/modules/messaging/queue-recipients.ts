import { messagingApi } from '@clubroom/domain/api';
import { messages as texts } from '@clubroom/domain/messages';
import { capSmsDecisions, renderEmail, renderSms, smsQuietUntil, type MessageChannel } from '@clubroom/domain/rules';
import type { Tx } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { randomToken } from '../../platform/security/tokens.js';
import type { Recipient } from './audience.js';
import { messagingRepository, type MessageRow, type NewRecipient } from './messaging.repository.js';
import { smsAllowance } from './sms-cap.js';

/** Recipients one `message-deliver` job sends to. */
export const DELIVERY_BATCH = 100;

/** Recipients rendered and stored together while a message is expanded. */
const RENDER_CHUNK = 500;

/** `https://minikickers.example.com`: a club's site, from configuration (never a request's Host). */
export const clubSiteOrigin = (publicUrl: URL, subdomain: string) =>
  `${publicUrl.protocol}//${subdomain}.${publicUrl.host}`;

/** RFC 8058's headers: a mail client's Unsubscribe button POSTs `List-Unsubscribe=One-Click` to the URL. */
export const oneClickUnsubscribe = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${origin}${messagingApi.unsubscribeMarketing.path.replace(':token', token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The email's HTML with its tracking image (1×1, no words for a screen reader) at the end of its body. */
const withOpenImage = (html: string, src: string) =>
  html.replace('</body>', `<img src="${src}" width="1" height="1" alt="">\n</body>`);

/**
 * Stores a message's recipients with their words and queues their batches, inside the caller's transaction (the
 * message row locked): the expansion of a message an organiser sent, and the reminders. Its SMS count against the
 * club's daily cap (club time), under the lock the sends take: those past what is left today are left out
 * (`sms-daily-cap`) and counted on the message. In the quiet hours the SMS batches wait for the morning (unless the
 * message is urgent). Each recipient is stored once, by its key (`Recipient.key`, else the message's and the
 * person's); the message becomes sending (or sent: nobody).
 */
export async function queueRecipients(
  deps: Pick<ModuleDeps, 'jobs' | 'config'>,
  tx: Tx,
  input: {
    message: MessageRow;
    club: { id: number; name: string; subdomain: string; timeZone: string } | null;
    recipients: Recipient[];
    now: Date;
  },
): Promise<void> {
  const { message, club, now } = input;
  const { clubId, id: messageId } = message;
  const repo = messagingRepository(tx);
  let { recipients } = input;
  let smsCount = 0;
  let smsOverCap = 0;
  if (club && message.bySms) {
    await repo.lockClubSends(clubId);
    const { left } = await smsAllowance(repo, club, now);
    const capped = capSmsDecisions(recipients, left);
    ({ recipients, smsCount, overCap: smsOverCap } = capped);
  }
  const origin = club ? clubSiteOrigin(deps.config.publicUrl, club.subdomain) : '';
  const recipientRow = (r: Recipient): NewRecipient => {
    // A marketing email carries its one-click unsubscribe: a token of its own, its link under the words.
    const unsubscribeToken = message.purpose === 'marketing' && message.byEmail ? randomToken() : null;
    const footer = unsubscribeToken
      ? `\n\n${texts.messaging.unsubscribeFooter(club?.name ?? '', `${origin}/unsubscribe/${unsubscribeToken}`)}`
      : '';
    const rendered = renderEmail({ subject: message.subject, body: message.body + footer }, r.values);
    const decision = (channel: MessageChannel) => r.decisions.find((d) => d.channel === channel);
    const email = decision('email');
    const sms = decision('sms');
    // With EMAIL_OPEN_TRACKING on, an email carries a tracking image of its own (its first load: opened).
    const openToken = deps.config.EMAIL_OPEN_TRACKING && email?.included ? randomToken() : null;
    const html = openToken
      ? withOpenImage(rendered.html, `${origin}/api/messaging/opened/${openToken}`)
      : rendered.html;
    return {
      clubId,
      messageId,
      userId: r.userId,
      idempotencyKey: r.key ?? `${messageId}:${r.userId}`,
      emailStatus: email ? (email.included ? 'pending' : 'left-out') : null,
      emailReason: email && !email.included ? email.reason : null,
      emailAddress: email?.included ? email.address : null,
      smsStatus: sms ? (sms.included ? 'pending' : 'left-out') : null,
      smsReason: sms && !sms.included ? sms.reason : null,
      smsAddress: sms?.included ? sms.address : null,
      subject: rendered.subject,
      text: rendered.text,
      html,
      smsText: renderSms(message.body, r.values),
      unsubscribeToken,
      openToken,
      createdAt: now,
    };
  };
  // A chunk's words at a time: the memory an expansion holds does not grow with its audience's rendered emails.
  for (let i = 0; i < recipients.length; i += RENDER_CHUNK) {
    await repo.addRecipients(recipients.slice(i, i + RENDER_CHUNK).map(recipientRow));
  }
  const pending = await repo.pendingRecipientIds(clubId, messageId);
  // In the quiet hours the SMS wait for the morning (their batches start then); the emails go now. An organiser's
  // urgent message (a cancellation) sends its SMS now.
  const quietUntil = message.bySms && club && !message.urgent ? smsQuietUntil(now, club.timeZone) : null;
  for (let i = 0; i < pending.length; i += DELIVERY_BATCH) {
    const batch = { clubId, messageId, recipientIds: pending.slice(i, i + DELIVERY_BATCH) };
    if (!quietUntil) {
      await deps.jobs.enqueue(tx, 'message-deliver', batch);
      continue;
    }
    if (message.byEmail) await deps.jobs.enqueue(tx, 'message-deliver', { ...batch, channels: ['email'] });
    await deps.jobs.enqueue(tx, 'message-deliver', { ...batch, channels: ['sms'] }, { startAfter: quietUntil });
  }
  const status = pending.length > 0 ? 'sending' : 'sent';
  await repo.setExpanded(clubId, messageId, { status, smsCount, smsOverCap, at: now });
}
