import { zonedWallTimeToEpoch } from './dates.js';

/** A message may be scheduled at most this many days ahead (issue 24). */
export const MAX_SCHEDULE_DAYS = 30;

/** `2026-11-02T16:30`: a club-local date and time, as a `datetime-local` input gives it. */
export const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export type ScheduleCheck = { at: Date } | { refused: 'invalid' | 'past' | 'too-far' };

/**
 * When a message scheduled for a club-local wall time (`2026-11-02T16:30` in the club's time zone) goes: an instant
 * after `now` and at most MAX_SCHEDULE_DAYS days after it; otherwise why not. A time the clocks skip lands an hour
 * later, as `zonedWallTimeToEpoch` reads it.
 */
export function scheduledSendTime(local: string, timeZone: string, now: Date): ScheduleCheck {
  const parts = LOCAL_DATE_TIME.exec(local);
  if (!parts) return { refused: 'invalid' };
  const [, date, hours, minutes] = parts;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return { refused: 'invalid' };
  const at = new Date(zonedWallTimeToEpoch(date, Number(hours), Number(minutes), timeZone) * 1000);
  if (at.getTime() <= now.getTime()) return { refused: 'past' };
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000) return { refused: 'too-far' };
  return { at };
}
