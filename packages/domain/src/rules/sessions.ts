import { zonedWallTimeToEpoch } from './dates.js';

export interface WeeklyClassTime {
  /** 0 = Sunday … 6 = Saturday */
  dow: number;
  hours: number;
  mins: number;
  durationMinutes: number;
}

export interface GeneratedSession {
  startTime: number;
  endTime: number;
  dow: number;
}

const DAY_MS = 86_400_000;

/**
 * Every dated session of a run: each weekly class time on every matching date from startDate to
 * endDate inclusive, at the club's local wall time (so a 16:00 class stays 16:00 across the
 * clocks change), sorted by start.
 */
export function generateSessions(input: {
  startDate: string;
  endDate: string;
  classTimes: WeeklyClassTime[];
  timeZone: string;
}): GeneratedSession[] {
  const sessions: GeneratedSession[] = [];
  const end = Date.parse(`${input.endDate}T00:00:00Z`);
  for (let day = Date.parse(`${input.startDate}T00:00:00Z`); day <= end; day += DAY_MS) {
    const date = new Date(day);
    const iso = date.toISOString().slice(0, 10);
    for (const time of input.classTimes) {
      if (time.dow !== date.getUTCDay()) continue;
      const startTime = zonedWallTimeToEpoch(iso, time.hours, time.mins, input.timeZone);
      sessions.push({ startTime, endTime: startTime + time.durationMinutes * 60, dow: time.dow });
    }
  }
  return sessions.sort((a, b) => a.startTime - b.startTime);
}
