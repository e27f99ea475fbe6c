import { localDateOf } from './dates.js';

/**
 * Reminders before each session or camp day (issue 24): a club's setting, off or N hours before (1 to 72). Each
 * booked family is reminded once a day (club time), for all of its children's sessions that day, from N hours
 * before the first of them.
 */
export const MIN_REMINDER_HOURS = 1;
export const MAX_REMINDER_HOURS = 72;

/**
 * The reminder's idempotency key: one a family a day at a club, however often the reminders job runs (kept on the
 * recipient, unique).
 */
export const reminderKey = (clubId: number, userId: number, startsAt: Date, timeZone: string): string =>
  `r:${clubId}:${userId}:${localDateOf(Math.floor(startsAt.getTime() / 1000), timeZone)}`;

/** The window whose sessions are reminded of now: those starting after `now` and at most `hours` later. */
export const reminderWindow = (now: Date, hours: number): { after: Date; until: Date } => ({
  after: now,
  until: new Date(now.getTime() + hours * 3_600_000),
});
