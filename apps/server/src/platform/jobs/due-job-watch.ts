import type { JobName } from './job-catalogue.js';

export interface DueJobWatch {
  /** Stops looking; a look under way finishes on its own. */
  stop(): void;
}

/**
 * One look every `intervalMs` for the queues with jobs due, waking those queues' workers: where each queue's worker
 * looked for itself, 20 queues made 20 fetches an interval, nearly all finding nothing (2 % of a core for an idle
 * server and its database). The workers still look for themselves, rarely, in case a look fails.
 */
export function watchForDueJobs({
  queuesWithJobsDue,
  wake,
  intervalMs,
  onError,
}: {
  queuesWithJobsDue: () => Promise<JobName[]>;
  wake: (name: JobName) => void;
  intervalMs: number;
  onError: (err: unknown) => void;
}): DueJobWatch {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = async () => {
    try {
      for (const name of await queuesWithJobsDue()) wake(name);
    } catch (err) {
      onError(err);
    }
    if (!stopped) timer = setTimeout(look, intervalMs).unref();
  };
  timer = setTimeout(look, intervalMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
