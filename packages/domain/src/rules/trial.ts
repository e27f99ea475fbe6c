import { type RunPrices, type SessionStart, termPlacePrice } from './prorata.js';

/** Why a chosen trial session cannot be booked: it is not one of the run's sessions that happen, or it has started. */
export type TrialSessionProblem = 'not-a-session' | 'started';

export function trialSessionProblem(
  sessions: SessionStart[],
  sessionStart: number,
  moment: number,
): TrialSessionProblem | null {
  if (!sessions.some((s) => s.startTime === sessionStart)) return 'not-a-session';
  return sessionStart > moment ? null : 'started';
}

/**
 * Converting a trial to the rest of the term at `moment`: the pro-rata price of the sessions that
 * start after both the trial session and `moment`. The trial's price is not credited: it paid for
 * the trial session, which this price leaves out, so every session is paid for exactly once, the
 * trial at the price the parent agreed for it. A credit on top would make the trial session free
 * (and a free trial has nothing to credit, so trials would convert on unequal terms).
 */
export function trialConversionPrice(
  input: RunPrices & { sessions: SessionStart[]; trialSessionStart: number; moment: number },
) {
  return termPlacePrice({ ...input, moment: Math.max(input.trialSessionStart, input.moment) });
}
