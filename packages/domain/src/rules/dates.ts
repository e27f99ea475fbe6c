import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

const inZone = (epochSeconds: number, timeZone: string) => dayjs.unix(epochSeconds).tz(timeZone);

/** 'Mon 1st January 2024' (spec: 'ddd Do MMMM YYYY'). */
export const formatLongDate = (epochSeconds: number, timeZone: string) =>
  inZone(epochSeconds, timeZone).format('ddd Do MMMM YYYY');
/** '4:30 pm' (spec: 'h:mm a'). */
export const formatTime = (epochSeconds: number, timeZone: string) => inZone(epochSeconds, timeZone).format('h:mm a');
/** '01 Jan 2024' (spec: 'DD MMM YYYY'). */
export const formatShortDate = (epochSeconds: number, timeZone: string) =>
  inZone(epochSeconds, timeZone).format('DD MMM YYYY');

export const localHour = (epochSeconds: number, timeZone: string) => inZone(epochSeconds, timeZone).hour();
/** 0 = Sunday … 6 = Saturday, in the club's time zone. */
export const localWeekday = (epochSeconds: number, timeZone: string) => inZone(epochSeconds, timeZone).day();
/** YYYY-MM-DD in the club's time zone. */
export const localDateOf = (epochSeconds: number, timeZone: string) =>
  inZone(epochSeconds, timeZone).format('YYYY-MM-DD');

/** Epoch seconds of a club-local wall time, correct on both sides of a clocks change. */
export function zonedWallTimeToEpoch(date: string, hours: number, mins: number, timeZone: string): number {
  const wall = `${date} ${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`;
  return dayjs.tz(wall, 'YYYY-MM-DD HH:mm', timeZone).unix();
}
