import type { AdminClassTime } from '@clubroom/domain/api';
import type { ClassTimeRow } from './admin-schedule.repository.js';

const minutesOf = (time: string) => {
  const [hours, mins] = time.split(':').map(Number);
  return hours * 60 + mins;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A class time as written (start and end, HH:MM) to its row (start and duration). */
export const classTimeRowOf = (time: AdminClassTime): ClassTimeRow => {
  const start = minutesOf(time.startTime);
  return {
    dayOfWeek: time.dow,
    startHour: Math.floor(start / 60),
    startMinute: start % 60,
    durationMinutes: minutesOf(time.endTime) - start,
  };
};

/** A class time's row as the admin shows it. */
export const classTimeOf = (row: ClassTimeRow): AdminClassTime => {
  const start = row.startHour * 60 + row.startMinute;
  return { dow: row.dayOfWeek, startTime: timeOf(start), endTime: timeOf(start + row.durationMinutes) };
};
