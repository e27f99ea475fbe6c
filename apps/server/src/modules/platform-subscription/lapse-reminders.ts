import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatLongDate, lapseEmailsDue, platformLapseSchedule, readOnlyFrom } from '@clubroom/domain/rules';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import { clubSiteUrl, type PlatformSubscriptionDeps } from './platform-subscription-deps.js';

const texts = messages.platformSubscription;

/**
 * Each lapsed club whose next email has come (`platformLapseSchedule`: reminders while the grace period lasts,
 * then the notice that its admin is read-only) is emailed at its finance contacts, the latest due only (a club
 * that lapsed while the job was not running is not sent a backlog). The count moves in the emails' transaction,
 * only from what was read, so two runs never send one twice. A pg-boss schedule runs it hourly.
 */
export async function sendLapseReminders(deps: PlatformSubscriptionDeps): Promise<void> {
  const now = deps.clock();
  for (const row of await deps.repo.lapsed()) {
    if (row.lapsedAt === null) continue;
    const { subscriptionId } = await deps.ids.of(row.clubId);
    if (subscriptionId !== row.providerSubscriptionId) continue; // no longer the club's subscription
    const due = lapseEmailsDue(row.lapsedAt, row.graceDays, now);
    if (due <= row.remindersSent) continue;
    const club = await deps.clubById(row.clubId);
    if (!club) continue;
    const contacts = await deps.people.financeContactsOf(club.id);
    const link = clubSiteUrl(deps, club.subdomain, clubPages.platformSubscription.path);
    const readOnly = due === platformLapseSchedule(row.graceDays).length;
    const date = formatLongDate(Math.floor(readOnlyFrom(row.lapsedAt, row.graceDays).getTime() / 1000), club.timeZone);
    // A subscription that ended (the club cancelled it) failed no payment: its reminders say it ended.
    const [subject, body] = readOnly
      ? [texts.readOnlySubject, texts.readOnlyText(club.name, link)]
      : row.status === 'canceled'
        ? [texts.endedSubject, texts.endedText(club.name, date, link)]
        : [texts.reminderSubject, texts.reminderText(club.name, date, link)];
    await deps.transaction(async ({ repo, outbox }) => {
      if (!(await repo.markRemindersSent(row.id, row.remindersSent, due))) return;
      for (const { email } of contacts) await outbox.email(plainTextEmail(email, subject, body));
    });
  }
}
