/** A run as the next-level rule compares runs: its activity (class name), term, venue and weekly time. */
export interface LevelRun {
  runId: number;
  className: string;
  /** When the run's term starts (any comparable instant, e.g. epoch seconds). */
  termStartsAt: number;
  venueId: number;
  /** The run's first weekly class time in minutes from Monday 00:00, club-local; null without class times. */
  weekMinute: number | null;
}

const activityOf = (run: Pick<LevelRun, 'className'>) => run.className.trim().toLocaleLowerCase('en-GB');

/**
 * THE NEXT LEVEL'S RUN of a child marked "ready to move up" on `current` (docs/club-admin.md, "Grading trophies"):
 * a run of the same activity (class name, ignoring case) in the club's next term, the earliest term starting after
 * the current run's term starts. Levels belong to the child (their awards), not to the run, so the activity goes on
 * and the child goes up within it. Among that term's runs: the same venue first, then the weekly time nearest the
 * current one, then the lowest id. Null when no later term has a run of the activity.
 */
export function nextLevelRun<R extends LevelRun>(current: LevelRun, candidates: readonly R[]): R | null {
  const later = candidates.filter(
    (run) => activityOf(run) === activityOf(current) && run.termStartsAt > current.termStartsAt,
  );
  if (later.length === 0) return null;
  const nextTermStart = Math.min(...later.map((run) => run.termStartsAt));
  const distance = (run: LevelRun) =>
    run.weekMinute === null || current.weekMinute === null ? Infinity : Math.abs(run.weekMinute - current.weekMinute);
  return (
    later
      .filter((run) => run.termStartsAt === nextTermStart)
      .sort(
        (a, b) =>
          Number(b.venueId === current.venueId) - Number(a.venueId === current.venueId) ||
          distance(a) - distance(b) ||
          a.runId - b.runId,
      )[0] ?? null
  );
}
