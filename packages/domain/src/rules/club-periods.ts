import { localDateOf, localWeekday, zonedWallTimeToEpoch } from './dates.js';

/** A club-local date (YYYY-MM-DD) some days later (or earlier, when negative). */
export const addDaysToDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** From the start of one instant (epoch seconds) to the start of another: the end is not in it. */
export interface Period {
  from: number;
  to: number;
}

/**
 * The club-local day, week (Monday to Sunday) and calendar month an instant is in, as instants:
 * each starts at the club's midnight, so a day across a clocks change is 23 or 25 hours long.
 */
export function clubPeriods(epochSeconds: number, timeZone: string): { day: Period; week: Period; month: Period } {
  const today = localDateOf(epochSeconds, timeZone);
  const midnight = (date: string) => zonedWallTimeToEpoch(date, 0, 0, timeZone);
  const monday = addDaysToDate(today, -((localWeekday(epochSeconds, timeZone) + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number);
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    day: { from: midnight(today), to: midnight(addDaysToDate(today, 1)) },
    week: { from: midnight(monday), to: midnight(addDaysToDate(monday, 7)) },
    month: { from: midnight(firstOfMonth), to: midnight(firstOfNext) },
  };
}
