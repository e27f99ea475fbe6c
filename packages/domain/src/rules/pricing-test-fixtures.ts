import { zonedWallTimeToEpoch } from './dates.js';

export const TZ = 'Europe/London';

/** Epoch seconds of a London wall time. */
export const at = (date: string, hours = 0, mins = 0) => zonedWallTimeToEpoch(date, hours, mins, TZ);

/** `count` weekly sessions at 16:00 London time from `firstDate`. */
export const weeklySessions = (firstDate: string, count: number) =>
  Array.from({ length: count }, (_, week) => {
    const date = new Date(Date.parse(`${firstDate}T12:00:00Z`) + week * 7 * 86_400_000).toISOString().slice(0, 10);
    return { startTime: at(date, 16) };
  });
