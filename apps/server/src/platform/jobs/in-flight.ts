/**
 * The promises of work still on its way (the queue's statements, the handlers it started), so a
 * stop can wait for all of them before the pool under them closes.
 */
export interface InFlight {
  /** Counts `work` until it settles, and hands it back. */
  track<T>(work: Promise<T>): Promise<T>;
  /**
   * Resolves once nothing is on its way across a turn of the event loop (a statement's answer
   * may start a handler in its callbacks), or at `deadline` (ms since the epoch) whatever remains.
   */
  idle(deadline: number): Promise<void>;
}

export function createInFlight(): InFlight {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      const forget = () => pending.delete(work);
      work.then(forget, forget);
      return work;
    },
    async idle(deadline) {
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return;
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, left).unref());
        await Promise.race([Promise.allSettled([...pending]), timeout]);
        await new Promise((resolve) => setImmediate(resolve));
        if (pending.size === 0) return;
      }
    },
  };
}
