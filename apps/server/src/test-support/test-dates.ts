import { localDateOf } from '@clubroom/domain/rules';
import { TEST_NOW } from './test-app.js';

const DAY_MS = 86_400_000;

/**
 * The Monday (YYYY-MM-DD) of the week `weeks` weeks after TEST_NOW's: a camp week or a term start that is still to
 * come at whatever instant the tests run (TEST_NOW). Three weeks after the default TEST_NOW is Monday 2 November 2026.
 */
export function mondayWeeksAfterTestNow(weeks: number): string {
  const later = new Date(TEST_NOW.getTime() + weeks * 7 * DAY_MS);
  const daysSinceMonday = (later.getUTCDay() + 6) % 7;
  return new Date(later.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The London calendar day (YYYY-MM-DD) `days` days after TEST_NOW's (negative: before): "yesterday" or "in a
 * fortnight" at whatever instant the tests run. Eighteen days after the default TEST_NOW is Sunday 1 November 2026.
 */
export function londonDateDaysFromTestNow(days: number): string {
  return localDateOf(Math.floor((TEST_NOW.getTime() + days * DAY_MS) / 1000), 'Europe/London');
}

/** The London month (YYYY-MM) `months` months after TEST_NOW's (negative: before): 2026-10 at the default TEST_NOW. */
export function londonMonthFromTestNow(months: number): string {
  const [year, month] = londonDateDaysFromTestNow(0).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
