import { sessionsAfter } from './prorata.js';

/** What decides which of its run's sessions a booking gives a child. */
export interface BookedRunPlace {
  /** A trial's one session (epoch seconds); null for a term place. */
  trialSessionStart: number | null;
  /** When the place was bought (epoch seconds): the moment its order was priced. */
  bookedAt: number;
}

/**
 * The sessions of a run (those that happen, in order) a booking gives its child: a trial its one
 * session; a term place those starting after it was bought, as pro-rata charged for them
 * (`sessionsAfter`). A camp day's booking is that day.
 */
export function bookedRunSessions<S extends { startTime: number }>(runSessions: S[], place: BookedRunPlace): S[] {
  if (place.trialSessionStart !== null) return runSessions.filter((s) => s.startTime === place.trialSessionStart);
  return sessionsAfter(runSessions, place.bookedAt);
}
