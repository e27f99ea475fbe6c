import { localHour } from './dates.js';

export type TimeBand = 'morning' | 'afternoon' | 'evening';

export const timeBands: { key: TimeBand; label: string }[] = [
  { key: 'morning', label: 'Morning' },
  { key: 'afternoon', label: 'Afternoon' },
  { key: 'evening', label: 'Evening' },
];

/** Spec §9: Morning before 12, Afternoon 12 to before 16, Evening 16 and later. */
export function timeBandOfHour(hour: number): TimeBand {
  if (hour < 12) return 'morning';
  return hour < 16 ? 'afternoon' : 'evening';
}

/** The band of a start time by the club's local hour. */
export const timeBandOf = (epochSeconds: number, timeZone: string) => timeBandOfHour(localHour(epochSeconds, timeZone));
