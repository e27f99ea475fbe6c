import { messages as texts } from '@clubroom/domain/messages';
import {
  countrySupport,
  reminderKey,
  reminderWindow,
  smsQuietUntil,
  type ChannelDecision,
  type MessageChannel,
} from '@clubroom/domain/rules';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { recipientsOf, type Family } from './audience.js';
import { audienceRepository } from './audience.repository.js';
import { messagingRepository } from './messaging.repository.js';
import { queueRecipients } from './queue-recipients.js';

/** A family's reminder for one day: its key, the family with that day's places, and the day's first start. */
interface DueReminder {
  key: string;
  family: Family;
  firstStart: Date;
}

/**
 * Reminds the families booked on the club's sessions and camp days starting within the next `hours`: one reminder a
 * family a day (club time), for all its children's places that day, `{{nextSession}}` the first of them. A service
 * message (every booked family; an address that bounced or a mobile that replied STOP left out), by email and, where
 * the region has SMS, SMS: stored and sent as any message (the log, the inbox, the batches, the daily SMS cap, the
 * quiet hours). Idempotent: a family's day already reminded (its key, `reminderKey`) is never reminded again, however
 * often this runs or whatever the setting becomes; under the club's send lock, so two runs at once remind once. An
 * SMS the quiet hours would hold until after the first session is left out (`quiet-hours`); its email goes.
 */
export async function remindClub(deps: ModuleDeps, clubId: number, hours: number): Promise<void> {
  const now = deps.clock();
  await withTransaction(deps.db, async (tx) => {
    const repo = messagingRepository(tx);
    await repo.lockClubSends(clubId);
    const people = audienceRepository(tx);
    const found = await people.club(clubId);
    if (!found) return;
    const club = { id: clubId, ...found };
    const { after, until } = reminderWindow(now, hours);
    const reminders = new Map<string, DueReminder>();
    for (const { childFirstName, className, venueName, startsAt, ...person } of await people.placesStartingIn(
      clubId,
      after,
      until,
    )) {
      const key = reminderKey(clubId, person.userId, startsAt, club.timeZone);
      const due = reminders.get(key) ?? { key, family: { person, children: [], places: [] }, firstStart: startsAt };
      due.family.children.push(childFirstName);
      due.family.places.push({ className, venueName, nextStart: startsAt });
      if (startsAt < due.firstStart) due.firstStart = startsAt;
      reminders.set(key, due);
    }
    const taken = await repo.takenKeys([...reminders.keys()]);
    const due = [...reminders.values()].filter((reminder) => !taken.has(reminder.key));
    if (due.length === 0) return;

    const bySms = deps.sms.available && countrySupport(club.country).supportsSms;
    const channels: MessageChannel[] = bySms ? ['email', 'sms'] : ['email'];
    const quietUntil = bySms ? smsQuietUntil(now, club.timeZone) : null;
    const quiet = (decision: ChannelDecision): ChannelDecision =>
      decision.channel === 'sms' && decision.included
        ? { channel: 'sms', included: false, reason: 'quiet-hours' }
        : decision;
    const recipients = (
      await recipientsOf(
        people,
        club,
        due.map((reminder) => reminder.family),
        { purpose: 'service', channels },
      )
    ).map((recipient, i) => ({
      ...recipient,
      key: due[i].key,
      decisions: quietUntil && quietUntil >= due[i].firstStart ? recipient.decisions.map(quiet) : recipient.decisions,
    }));

    const words = texts.messaging;
    const messageId = await repo.insert({
      clubId,
      authorUserId: null,
      authorName: words.reminderAuthor,
      audienceKind: 'reminder',
      audienceId: 0,
      audienceLabel: words.remindersAudience(hours),
      purpose: 'service',
      byEmail: true,
      bySms,
      subject: words.reminderSubject,
      body: words.reminderBody,
      urgent: false,
      idempotencyKey: `reminders:${now.toISOString()}`,
      createdAt: now,
      status: 'queued',
      scheduledFor: null,
    });
    const message = await repo.lockedMessage(clubId, messageId);
    if (message) await queueRecipients(deps, tx, { message, club, recipients, now });
  });
}

/** The scheduled run: every club with reminders on, each in its own transaction (one failing does not stop the rest). */
export async function remindAll(deps: ModuleDeps): Promise<void> {
  const failures: unknown[] = [];
  for (const { clubId, hours } of await messagingRepository(deps.db).clubsWithReminders()) {
    try {
      await remindClub(deps, clubId, hours);
    } catch (err) {
      deps.log.warn({ err, clubId }, 'reminders not sent (the next run tries again)');
      failures.push(err);
    }
  }
  if (failures.length > 0) throw failures[0];
}
