import { clubToday, zonedWallTimeToEpoch } from './dates.js';

/** A club's messages send at most this many SMS a day unless its organiser sets another cap. */
export const DEFAULT_SMS_DAILY_CAP = 500;
export const MAX_SMS_DAILY_CAP = 100_000;

/** Where the club's day began (00:00 club time): the SMS sent since count against today's cap. */
export const smsDayStart = (now: Date, timeZone: string): Date =>
  new Date(zonedWallTimeToEpoch(clubToday(timeZone, now), 0, 0, timeZone) * 1000);

/** How many SMS the club may still send today (never below 0). */
export const smsLeftToday = (cap: number, sentToday: number): number => Math.max(0, cap - sentToday);
