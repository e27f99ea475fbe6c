import { addDays, localDateOf, localHour, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { TEST_NOW } from './test-app.js';

/**
 * The Monday (YYYY-MM-DD) of the week `weeks` weeks after TEST_NOW's, by London's calendar: a camp week or a term
 * start that is still to come at whatever instant the tests run. Three weeks after the default TEST_NOW is Monday
 * 2 November 2026.
 */
export function mondayWeeksAfterTestNow(weeks: number): string {
  const later = londonDateDaysFromTestNow(weeks * 7);
  const daysSinceMonday = (new Date(`${later}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(later, -daysSinceMonday);
}

/**
 * The London calendar day (YYYY-MM-DD) `days` days after TEST_NOW's (negative: before): "yesterday" or "in a
 * fortnight" at whatever instant the tests run. Eighteen days after the default TEST_NOW is Sunday 1 November 2026.
 */
export function londonDateDaysFromTestNow(days: number): string {
  // Calendar days from TEST_NOW's London date: 24-hour steps would skip or repeat a date across a clocks change.
  return addDays(localDateOf(Math.floor(TEST_NOW.getTime() / 1000), 'Europe/London'), days);
}

/** The London month (YYYY-MM) `months` months after TEST_NOW's (negative: before): 2026-10 at the default TEST_NOW. */
export function londonMonthFromTestNow(months: number): string {
  const [year, month] = londonDateDaysFromTestNow(0).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The London wall-clock time (HH:MM) of an instant in epoch seconds (London's offsets are whole hours). */
export function londonWallTimeOf(epochSeconds: number): string {
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${twoDigits(localHour(epochSeconds, 'Europe/London'))}:${twoDigits(Math.floor(epochSeconds / 60) % 60)}`;
}

/** London's offset from UTC at an instant (epoch seconds), in hours: 0 in winter (GMT), 1 in summer time (BST). */
export function londonUtcOffsetHoursAt(epochSeconds: number): number {
  return (localHour(epochSeconds, 'Europe/London') - new Date(epochSeconds * 1000).getUTCHours() + 24) % 24;
}

/**
 * The Sundays (YYYY-MM-DD) of London's next `count` clock changes from TEST_NOW's day on (that day itself when the
 * clocks change on it): 25 October 2026 and 28 March 2027 at the default TEST_NOW.
 */
export function londonClockChangesAfterTestNow(count: number): string[] {
  const utcOffsetHoursOn = (date: string) => londonUtcOffsetHoursAt(Date.parse(`${date}T12:00:00Z`) / 1000);
  const changes: string[] = [];
  for (let days = 0; changes.length < count; days++) {
    const date = londonDateDaysFromTestNow(days);
    if (utcOffsetHoursOn(date) !== utcOffsetHoursOn(addDays(date, -1))) changes.push(date);
  }
  return changes;
}

/** The instant of a London wall time on the London day `days` days after TEST_NOW's (negative: before). */
export function londonTimeDaysFromTestNow(days: number, hours: number, mins: number): Date {
  return new Date(zonedWallTimeToEpoch(londonDateDaysFromTestNow(days), hours, mins, 'Europe/London') * 1000);
}

/**
 * TEST_NOW when London's clock reads 09:00 to 20:00 then, else 11:00 in London on the next morning: a "now" in the
 * daytime, outside an SMS's quiet hours (21:00 to 08:00), for tests that send an SMS straight away.
 */
export function testNowInLondonDaytime(): Date {
  const hour = localHour(TEST_NOW.getTime() / 1000, 'Europe/London');
  if (hour >= 9 && hour < 20) return TEST_NOW;
  return londonTimeDaysFromTestNow(hour >= 20 ? 1 : 0, 11, 0);
}
