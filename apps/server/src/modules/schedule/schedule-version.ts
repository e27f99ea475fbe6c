import type { ScheduleChangeFeed } from './schedule-changes.js';
import { singleFlight } from '../../lib/single-flight.js';

/**
 * The version key a cached public schedule is valid for (schedule version + newest booking).
 * - On a PostgreSQL server, several processes write: each read asks the database (one indexed
 *   query), concurrent reads of a club sharing it.
 * - On PGlite, this process is the only writer and hears every change (`scheduleChangeFeed`), so a
 *   club's key is asked once and kept until a change to that club is heard. A change heard while
 *   a query is in flight bumps the club's generation, so the older answer is never kept.
 */
export function scheduleVersionKeys(find: (clubId: number) => Promise<string>, changes?: ScheduleChangeFeed) {
  const ask = singleFlight(find);
  if (!changes) return { keyOf: ask, ready: Promise.resolve() };

  const known = new Map<number, string>();
  const generation = new Map<number, number>();
  const ready = changes((clubId) => {
    known.delete(clubId);
    generation.set(clubId, (generation.get(clubId) ?? 0) + 1);
  });
  async function keyOf(clubId: number): Promise<string> {
    const kept = known.get(clubId);
    if (kept !== undefined) return kept;
    const before = generation.get(clubId) ?? 0;
    const key = await ask(clubId);
    if ((generation.get(clubId) ?? 0) === before) known.set(clubId, key);
    return key;
  }
  return { keyOf, ready };
}
