import type { AdminClassTime } from '@clubroom/domain/api';
import { dayKeys, formatLongDate, mondayFirstIndex } from '@clubroom/domain/rules';

/** A club-local date (YYYY-MM-DD) as 'Mon 2nd November 2026'. */
export const dateLabel = (date: string) => formatLongDate(Date.parse(`${date}T12:00:00Z`) / 1000, 'UTC');

/** A weekly class time as 'Mon 16:30–17:30'. */
export const classTimeLabel = (time: AdminClassTime) =>
  `${dayKeys[mondayFirstIndex(time.dow)].short} ${time.startTime}–${time.endTime}`;

/** Weekdays, Monday first, as a select's options (value: `dow`, 0 = Sunday). */
export const weekdayOptions = dayKeys.map((day, i) => ({ value: String((i + 1) % 7), label: day.label }));
