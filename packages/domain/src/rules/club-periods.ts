import { addDays, localDateOf, localWeekday, zonedWallTimeToEpoch } from './dates.js';

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
  const monday = addDays(today, -((localWeekday(epochSeconds, timeZone) + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number);
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    day: { from: midnight(today), to: midnight(addDays(today, 1)) },
    week: { from: midnight(monday), to: midnight(addDays(monday, 7)) },
    month: { from: midnight(firstOfMonth), to: midnight(firstOfNext) },
  };
}
