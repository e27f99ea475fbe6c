/** The time now, as every module reads it (injected, so tests and demonstrations can set it). */
export type Clock = () => Date;

/**
 * Real time; or, given `start` (the CLOCK_START setting), real time shifted so the clock reads `start` as it is made
 * and advances from there: an end-to-end run then sees the same day and hour whatever the machine's date.
 */
export function configuredClock(start: string | undefined, realNow: () => number = Date.now): Clock {
  if (!start) return () => new Date(realNow());
  const offset = Date.parse(start) - realNow();
  return () => new Date(realNow() + offset);
}
