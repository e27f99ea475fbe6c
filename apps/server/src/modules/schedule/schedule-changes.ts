import type { Database } from '../../db/client.js';

/** Migration 0005's triggers NOTIFY this channel with the club id after a change to its schedule or bookings. */
const CHANNEL = 'schedule_changed';

/** Calls `listener` with the club id of every committed change to a club's schedule or bookings. */
export type ScheduleChangeFeed = (listener: (clubId: number) => void) => Promise<void>;

/** The feed of schedule changes, where the database can tell (PGlite only: see `Database.listen`). */
export function scheduleChangeFeed(database: Database): ScheduleChangeFeed | undefined {
  const { listen } = database;
  if (!listen) return undefined;
  return (listener) => listen(CHANNEL, (payload) => listener(Number(payload)));
}
