import type { Run } from '../api/schedule.js';
import { formatTime, localWeekday } from './dates.js';

export interface WeeklySlot {
  day: string;
  start: string;
  end: string;
}

/** Each weekly class time of a run as 'Monday', '4:30 pm', '5:30 pm', from its first session on that day. */
export function weeklySlots(run: Run, timeZone: string): WeeklySlot[] {
  return run.classTimes.flatMap((ct) => {
    const session = run.sessions.find((s) => localWeekday(s.startTime, timeZone) === ct.dow);
    if (!session) return [];
    return [
      { day: session.day, start: formatTime(session.startTime, timeZone), end: formatTime(session.endTime, timeZone) },
    ];
  });
}
