import type { MessagePreview, MessageRecipientPreview } from '@clubroom/domain/api';
import type { MessageAudience } from '@clubroom/domain/api';
import {
  capSmsDecisions,
  renderEmail,
  renderSms,
  smsCost,
  smsLength,
  smsSegmentPriceOf,
  smsQuietUntil,
  type MessageChannel,
  type MessagePurpose,
} from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { SmsSender } from '../../platform/sms/sms-sender.js';
import { resolveAudience } from './audience.js';
import type { AudienceRepository } from './audience.repository.js';
import { draftAttachments } from './message-attachments.js';
import type { MessageAttachmentsRepository } from './message-attachments.repository.js';
import type { MessagingRepository } from './messaging.repository.js';
import { checkSender } from './sender-access.js';
import { smsAllowance } from './sms-cap.js';

export interface PreviewRequest {
  audience: MessageAudience;
  purpose: MessagePurpose;
  channels: MessageChannel[];
  subject: string;
  body: string;
  urgent: boolean;
  attachmentIds: number[];
  previewPersonId?: number;
}

/**
 * The preview step: the message as one named recipient will read it (the first, or the one asked for), its SMS
 * parts, when they go (now, or after the quiet hours unless urgent), how many the daily cap still allows today and
 * what they cost the club, and every recipient with what each channel does for them (the SMS past the cap left out,
 * as the job will). Nothing is written.
 */
export async function previewMessage(
  deps: {
    audience: AudienceRepository;
    messages: MessagingRepository;
    attachments: MessageAttachmentsRepository;
    sms: Pick<SmsSender, 'available'>;
    now: Date;
  },
  club: { id: number; name: string; timeZone: string },
  auth: AuthContext,
  draft: PreviewRequest,
): Promise<MessagePreview> {
  const audienceLabel = await checkSender(deps.audience, deps.sms, club.id, auth, draft);
  await draftAttachments(deps.attachments, club.id, auth.user.id, draft.attachmentIds);
  const resolved = await resolveAudience(deps.audience, club, draft.audience, draft, deps.now);
  const bySms = draft.channels.includes('sms');
  const allowance = bySms ? await smsAllowance(deps.messages, club, deps.now) : null;
  // As the job will: the SMS past what is left of today's cap are left out (`sms-daily-cap`).
  const recipients = allowance ? capSmsDecisions(resolved.recipients, allowance.left).recipients : resolved.recipients;
  const focus =
    draft.previewPersonId === undefined ? recipients[0] : recipients.find((r) => r.userId === draft.previewPersonId);
  if (draft.previewPersonId !== undefined && !focus) throw notFound('Recipient');
  const smsText = focus && bySms ? renderSms(draft.body, focus.values) : null;
  const smsFacts = smsText === null ? null : smsLength(smsText);
  // The club pays for its messages' SMS: each recipient's own words' parts, at its region's price a part.
  const country = smsFacts ? ((await deps.audience.club(club.id))?.country ?? '') : '';
  const cost = smsFacts
    ? smsCost(
        recipients
          .filter((r) => r.decisions.some((d) => d.channel === 'sms' && d.included))
          .map((r) => smsLength(renderSms(draft.body, r.values)).segments),
        smsSegmentPriceOf(country),
      )
    : null;
  const listed: MessageRecipientPreview[] = recipients.map((r) => ({
    personId: r.userId,
    name: r.name,
    children: r.children,
    channels: r.decisions.map((d) => ({
      channel: d.channel,
      included: d.included,
      reason: d.included ? null : d.reason,
    })),
  }));
  const reached = (channel: MessageChannel) =>
    recipients.filter((r) => r.decisions.some((d) => d.channel === channel && d.included)).length;
  return {
    audienceLabel,
    previewFor: focus ? { personId: focus.userId, name: focus.name } : null,
    email: focus && draft.channels.includes('email') ? renderEmail(draft, focus.values) : null,
    sms:
      smsText === null || smsFacts === null || allowance === null
        ? null
        : {
            text: smsText,
            encoding: smsFacts.encoding,
            characters: smsFacts.characters,
            segments: smsFacts.segments,
            sendsAt: draft.urgent ? null : (smsQuietUntil(deps.now, club.timeZone)?.toISOString() ?? null),
            urgent: draft.urgent,
            leftToday: allowance.left,
            dailyCap: allowance.cap,
            cost,
          },
    recipients: listed,
    counts: {
      people: recipients.length,
      email: reached('email'),
      sms: reached('sms'),
      leftOut: recipients.flatMap((r) => r.decisions).filter((d) => !d.included).length,
    },
  };
}
