import { messages as texts } from '@clubroom/domain/messages';
import { withTransaction } from '../../platform/db/transaction.js';
import { jobEffectsRepository } from '../../platform/jobs/job-effects.repository.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import { oncePerJob } from '../../platform/jobs/once-per-job.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { emailSuppressionsRepository } from './email-suppressions.repository.js';
import { APP_EMAIL_KIND, messagingRepository } from './messaging.repository.js';

/**
 * Records an app email (a booking confirmation, an invoice, a receipt…) in the parent's inbox, pending until it is
 * sent: a message of the club (kind `app-email`, never in its log) with the person as its one recipient, keyed by
 * the job (`e:{job id}`), so a retry finds it rather than adding a second. Answers the recipient (its message's and club's ids).
 */
async function recordInInbox(
  deps: Pick<ModuleDeps, 'db'>,
  jobId: string,
  inbox: NonNullable<MailMessage['inbox']>,
  mail: MailMessage,
  at: Date,
): Promise<{ id: number; messageId: number; clubId: number } | null> {
  const key = `e:${jobId}`;
  return withTransaction(deps.db, async (tx) => {
    const repo = messagingRepository(tx);
    const earlier = await repo.recipientByKey(key);
    if (earlier) return earlier;
    const messageId = await repo.insert({
      clubId: inbox.clubId,
      authorUserId: null,
      authorName: texts.messaging.appEmailAuthor,
      audienceKind: APP_EMAIL_KIND,
      audienceId: 0,
      audienceLabel: texts.messaging.appEmailAudience,
      purpose: 'service',
      byEmail: true,
      bySms: false,
      subject: mail.subject.slice(0, 150),
      body: mail.text,
      urgent: false,
      idempotencyKey: key,
      createdAt: at,
      status: 'queued',
      scheduledFor: null,
    });
    await repo.addRecipients([
      {
        clubId: inbox.clubId,
        messageId,
        userId: inbox.userId,
        idempotencyKey: key,
        emailStatus: 'pending',
        emailReason: null,
        emailAddress: mail.to,
        smsStatus: null,
        smsReason: null,
        smsAddress: null,
        subject: mail.subject.slice(0, 255),
        text: mail.text,
        html: mail.html ?? '',
        smsText: '',
        unsubscribeToken: null,
        openToken: null,
        createdAt: at,
      },
    ]);
    return repo.recipientByKey(key);
  });
}

/**
 * The `send-email` job: one email of the app's own (accounts, booking, payments…), once per job however often it
 * is retried. An address that bounced for good or complained (`email_suppressions`) gets nothing, unless the email
 * is `essential` (a sign-in link or code the person has just asked for). One tagged with `inbox` is also recorded in
 * the parent's inbox at the club (pending, then sent once the mailer took it).
 */
export const sendAppEmail =
  (deps: Pick<ModuleDeps, 'db' | 'mailer' | 'clock' | 'log'>): JobHandler<'send-email'> =>
  (job) =>
    oncePerJob(jobEffectsRepository(deps.db), job.id, async () => {
      const { inbox, essential, ...mail } = job.data;
      if (!essential) {
        const suppressed = await emailSuppressionsRepository(deps.db).suppressed([mail.to]);
        const reason = suppressed.get(mail.to.toLowerCase());
        if (reason) {
          deps.log.warn({ jobId: job.id, reason }, 'email not sent: the address is suppressed');
          return;
        }
      }
      const recorded = inbox ? await recordInInbox(deps, job.id, inbox, mail, deps.clock()) : null;
      await deps.mailer.send(mail);
      if (recorded) {
        const repo = messagingRepository(deps.db);
        await repo.settleChannel(recorded.id, 'email', 'sent', deps.clock());
        await repo.setStatus(recorded.clubId, recorded.messageId, 'sent');
      }
    });
