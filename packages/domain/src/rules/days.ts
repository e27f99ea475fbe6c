export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Monday first, as the filter lists them. */
export const dayKeys: { key: DayKey; label: string }[] = [
  { key: 'mon', label: 'Monday' },
  { key: 'tue', label: 'Tuesday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'thu', label: 'Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
];

/** Spec §5: a session's day matches by its first three letters, lower case. */
export const dayKeyOfName = (name: string) => name.slice(0, 3).toLowerCase() as DayKey;
export const isDayKey = (v: string): v is DayKey => dayKeys.some((d) => d.key === v);
