import type { Clock } from '../clock.js';

/**
 * Delayed jobs by the app's clock. pg-boss starts a job once the database's clock passes its `start_after`; the app's
 * clock may read another time (`CLOCK_START`, a test's clock), so a job to start at an instant of the app's clock is
 * queued to wait `startAfter − clock()` from the database's now: the same wait by either clock while both run at the
 * same pace (in production they are the same clock). A clock that jumps ahead (a test moving its clock) has passed
 * the time of jobs the database still waits for: this remembers the jobs queued here until their wait is over, so
 * the queue can start those now (`dueByClock`).
 */
export interface AppClockWaits {
  /** How long a job due at `dueAt` by the app's clock waits from now, in milliseconds (0 when due already). */
  waitMs(dueAt: Date): number;
  /** Remembers a job queued here to wait `waitMs`, due at `dueAt` by the app's clock. */
  queued(id: string, dueAt: Date, waitMs: number): void;
  /** The jobs queued here whose time by the app's clock has come though their wait is not over; forgotten as told. */
  dueByClock(): string[];
}

export function appClockWaits(clock: Clock, realNow: () => number = Date.now): AppClockWaits {
  /** Job id → when it is due by the app's clock, and by real time (epoch ms). */
  const waiting = new Map<string, { byClock: number; byRealTime: number }>();
  /** A job whose wait is over is due in the database too: nothing to remember (the map stays small in production). */
  const forgetWaitsOver = () => {
    const now = realNow();
    for (const [id, due] of waiting) if (due.byRealTime <= now) waiting.delete(id);
  };
  return {
    waitMs: (dueAt) => Math.max(0, dueAt.getTime() - clock().getTime()),
    queued(id, dueAt, waitMs) {
      forgetWaitsOver();
      if (waitMs > 0) waiting.set(id, { byClock: dueAt.getTime(), byRealTime: realNow() + waitMs });
    },
    dueByClock() {
      forgetWaitsOver();
      const now = clock().getTime();
      const due = [...waiting].filter(([, at]) => at.byClock <= now).map(([id]) => id);
      for (const id of due) waiting.delete(id);
      return due;
    },
  };
}
