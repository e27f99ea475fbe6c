import { roundHalfUp } from './rounding.js';

/** A run's prices (minor units): per session, and per term (0 when the club has set none). */
export interface RunPrices {
  pricePerSession: number;
  pricePerTerm: number;
}

/** Any dated session: only its start matters to prices. */
export interface SessionStart {
  startTime: number;
}

/** The whole term's price: the club's term price, or sessions × the session price when it set none. */
export const fullTermPrice = ({ pricePerSession, pricePerTerm }: RunPrices, sessionsTotal: number): number =>
  pricePerTerm > 0 ? pricePerTerm : pricePerSession * sessionsTotal;

/**
 * The price of joining a run late (minor units): the term price scaled by the sessions left over
 * the sessions in the term, rounded by `roundHalfUp`, and never more than paying per session for
 * the sessions left. A full term costs the term price (or sessions × the session price when there
 * is none); nothing left costs nothing. Counts are of the sessions that happen (breaks excluded).
 */
export function prorataPrice(input: RunPrices & { sessionsTotal: number; sessionsLeft: number }): number {
  const { pricePerSession, pricePerTerm, sessionsTotal, sessionsLeft } = input;
  if (sessionsLeft <= 0 || sessionsTotal <= 0) return 0;
  if (sessionsLeft >= sessionsTotal) return fullTermPrice(input, sessionsTotal);
  if (pricePerTerm === 0) return pricePerSession * sessionsLeft;
  const scaled = roundHalfUp(pricePerTerm * sessionsLeft, sessionsTotal);
  return pricePerSession > 0 ? Math.min(scaled, pricePerSession * sessionsLeft) : scaled;
}

/**
 * The sessions left at a moment: those starting strictly after it. A session in progress (or
 * starting that very second) is not left: the child cannot join it, so it is neither charged nor
 * counted. The run's info page counts "sessions left" by the same rule.
 */
export const sessionsAfter = <S extends SessionStart>(sessions: S[], moment: number): S[] =>
  sessions.filter((s) => s.startTime > moment);

/**
 * A term place booked at `moment` (epoch seconds): the whole term before it starts, pro-rata over
 * the sessions left once it has. `sessions` are the run's sessions that happen.
 */
export function termPlacePrice(input: RunPrices & { sessions: SessionStart[]; moment: number }) {
  const sessionsTotal = input.sessions.length;
  const sessionsLeft = sessionsAfter(input.sessions, input.moment).length;
  return { sessionsTotal, sessionsLeft, amount: prorataPrice({ ...input, sessionsTotal, sessionsLeft }) };
}
