import { clubToday, zonedWallTimeToEpoch } from './dates.js';
import type { ChannelDecision } from './message-audience.js';

/** A club's messages send at most this many SMS a day unless its organiser sets another cap. */
export const DEFAULT_SMS_DAILY_CAP = 500;
export const MAX_SMS_DAILY_CAP = 100_000;

/** Where the club's day began (00:00 club time): the SMS sent since count against today's cap. */
export const smsDayStart = (now: Date, timeZone: string): Date =>
  new Date(zonedWallTimeToEpoch(clubToday(timeZone, now), 0, 0, timeZone) * 1000);

/** How many SMS the club may still send today (never below 0). */
export const smsLeftToday = (cap: number, sentToday: number): number => Math.max(0, cap - sentToday);

/**
 * Keeps a message's SMS within what is left of today's cap: the first `left` recipients reached by SMS (in the
 * order given) keep it, the others' SMS is left out (`sms-daily-cap`); their emails are unaffected. Answers the
 * decisions and how many SMS go and how many were left out for the cap.
 */
export function capSmsDecisions<T extends { decisions: readonly ChannelDecision[] }>(
  recipients: readonly T[],
  left: number,
): { recipients: T[]; smsCount: number; overCap: number } {
  let smsCount = 0;
  let overCap = 0;
  const capped = recipients.map((r) => {
    if (!r.decisions.some((d) => d.channel === 'sms' && d.included)) return r;
    if (smsCount < left) {
      smsCount += 1;
      return r;
    }
    overCap += 1;
    const decisions = r.decisions.map((d): ChannelDecision =>
      d.channel === 'sms' ? { channel: 'sms', included: false, reason: 'sms-daily-cap' } : d,
    );
    return { ...r, decisions };
  });
  return { recipients: capped, smsCount, overCap };
}
