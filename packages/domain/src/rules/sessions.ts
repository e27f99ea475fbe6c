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

/** Days without sessions in a term (half term, Christmas, a bank holiday): club-local dates, both ends included. */
export interface TermBreak {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/**
 * Every dated session of a run that happens: each weekly class time on every matching date from
 * startDate to endDate inclusive, except the dates inside the term's breaks and the run's skipped
 * dates, at the club's local wall time (so a 16:00 class stays 16:00 across the clocks change),
 * sorted by start. Dates are club-local YYYY-MM-DD, so a break is judged in the club's time zone.
 */
export function generateSessions(input: {
  startDate: string;
  endDate: string;
  classTimes: WeeklyClassTime[];
  timeZone: string;
  breaks?: TermBreak[];
  skippedDates?: string[];
}): GeneratedSession[] {
  const { breaks = [], skippedDates = [] } = input;
  const isOff = (date: string) => skippedDates.includes(date) || breaks.some((b) => b.from <= date && date <= b.to);
  const sessions: GeneratedSession[] = [];
  const end = Date.parse(`${input.endDate}T00:00:00Z`);
  for (let day = Date.parse(`${input.startDate}T00:00:00Z`); day <= end; day += DAY_MS) {
    const date = new Date(day);
    const iso = date.toISOString().slice(0, 10);
    if (isOff(iso)) continue;
    for (const time of input.classTimes) {
      if (time.dow !== date.getUTCDay()) continue;
      const startTime = zonedWallTimeToEpoch(iso, time.hours, time.mins, input.timeZone);
      sessions.push({ startTime, endTime: startTime + time.durationMinutes * 60, dow: time.dow });
    }
  }
  return sessions.sort((a, b) => a.startTime - b.startTime);
}
