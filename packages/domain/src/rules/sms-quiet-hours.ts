import { localDateOf, localHour, zonedWallTimeToEpoch } from './dates.js';

/** No SMS between 21:00 and 08:00 club time (issue 24): families are not woken by a club's text. */
export const SMS_QUIET_FROM_HOUR = 21;
export const SMS_QUIET_UNTIL_HOUR = 8;

/**
 * When an SMS due at `now` may go: null now (outside quiet hours), else the end of the quiet hours, 08:00 on the
 * club's wall clock (the same morning after midnight, the next one from 21:00), across a clocks change too.
 */
export function smsQuietUntil(now: Date, timeZone: string): Date | null {
  const epoch = Math.floor(now.getTime() / 1000);
  const hour = localHour(epoch, timeZone);
  if (hour >= SMS_QUIET_UNTIL_HOUR && hour < SMS_QUIET_FROM_HOUR) return null;
  const today = localDateOf(epoch, timeZone);
  // From 21:00 the quiet hours end tomorrow: noon today plus a day is always tomorrow's date, whatever the clocks do.
  const morning =
    hour < SMS_QUIET_UNTIL_HOUR ? today : localDateOf(zonedWallTimeToEpoch(today, 12, 0, timeZone) + 86_400, timeZone);
  return new Date(zonedWallTimeToEpoch(morning, SMS_QUIET_UNTIL_HOUR, 0, timeZone) * 1000);
}
