import { localDateOf, localHour, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { DayInstants } from './admin-camps.repository.js';
import { toEpoch } from '../../lib/epoch.js';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The club-local date of a camp day. */
export const localDateOfDay = (startsAt: Date, timeZone: string) => localDateOf(toEpoch(startsAt), timeZone);

/** An instant's club-local wall time, HH:MM. */
export function wallTimeOf(at: Date, timeZone: string): string {
  const epoch = toEpoch(at);
  const hour = localHour(epoch, timeZone);
  const minute = Math.round((epoch - zonedWallTimeToEpoch(localDateOf(epoch, timeZone), hour, 0, timeZone)) / 60);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

const instantOf = (date: string, time: string, timeZone: string) => {
  const [hours, mins] = time.split(':').map(Number);
  return new Date(zonedWallTimeToEpoch(date, hours, mins, timeZone) * 1000);
};

/** A camp day's start and end from its date and the camp's daily times (club-local). */
export const dayInstantsOf = (
  date: string,
  times: { startTime: string; endTime: string },
  timeZone: string,
): DayInstants => ({
  startsAt: instantOf(date, times.startTime, timeZone),
  endsAt: instantOf(date, times.endTime, timeZone),
});
