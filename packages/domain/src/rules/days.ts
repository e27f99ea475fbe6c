export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Monday first, as the filter lists them; `short` where several are named together ('Mon, Tue'). */
export const dayKeys: { key: DayKey; label: string; short: string }[] = [
  { key: 'mon', label: 'Monday', short: 'Mon' },
  { key: 'tue', label: 'Tuesday', short: 'Tue' },
  { key: 'wed', label: 'Wednesday', short: 'Wed' },
  { key: 'thu', label: 'Thursday', short: 'Thu' },
  { key: 'fri', label: 'Friday', short: 'Fri' },
  { key: 'sat', label: 'Saturday', short: 'Sat' },
  { key: 'sun', label: 'Sunday', short: 'Sun' },
];

/** Spec §5: a session's day matches by its first three letters, lower case. */
export const dayKeyOfName = (name: string) => name.slice(0, 3).toLowerCase() as DayKey;

/** A weekday's place in a Monday-first week (0 = Monday … 6 = Sunday), from `dow` (0 = Sunday … 6 = Saturday). */
export const mondayFirstIndex = (dow: number) => (dow + 6) % 7;
