const DAY_SECONDS = 86_400;

/**
 * Until when (epoch seconds) a parent may cancel a place whose first session starts at
 * `firstSessionStart`: `cancelDaysBefore` whole days (of 24 hours) before that start. Null when
 * the club lets parents cancel nothing (`cancelDaysBefore` null).
 */
export function cancellableUntil(firstSessionStart: number, cancelDaysBefore: number | null): number | null {
  if (cancelDaysBefore === null) return null;
  return firstSessionStart - cancelDaysBefore * DAY_SECONDS;
}

/** Whether a parent may cancel at `now` (epoch seconds): the club allows it and its deadline has not passed. */
export const canCancelAt = (now: number, firstSessionStart: number, cancelDaysBefore: number | null): boolean => {
  const until = cancellableUntil(firstSessionStart, cancelDaysBefore);
  return until !== null && now < until;
};
