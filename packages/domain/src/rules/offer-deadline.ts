const HOUR_MS = 3_600_000;

/**
 * When a place offered from a waiting list stops being held: the club's offer window from `now`,
 * but never after the run's next session starts (a place offered for a session already under way
 * is no use to the family, and the next family needs it before then). Null `nextSessionStart`:
 * no session left, so the window alone.
 */
export function offerDeadline(now: Date, offerHours: number, nextSessionStart: Date | null): Date {
  const window = now.getTime() + offerHours * HOUR_MS;
  return new Date(nextSessionStart === null ? window : Math.min(window, nextSessionStart.getTime()));
}
