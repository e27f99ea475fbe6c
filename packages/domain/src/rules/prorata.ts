/**
 * The price of joining a run late (minor units): the term price scaled by the sessions left over
 * the sessions in the term, rounded to the nearest minor unit, and never more than paying per
 * session for the sessions left. A full term costs the term price; nothing left costs nothing.
 */
export function prorataPrice(input: {
  pricePerSession: number;
  pricePerTerm: number;
  sessionsTotal: number;
  sessionsLeft: number;
}): number {
  const { pricePerSession, pricePerTerm, sessionsTotal, sessionsLeft } = input;
  if (sessionsLeft <= 0 || sessionsTotal <= 0) return 0;
  if (sessionsLeft >= sessionsTotal) return pricePerTerm > 0 ? pricePerTerm : pricePerSession * sessionsTotal;
  if (pricePerTerm === 0) return pricePerSession * sessionsLeft;
  const scaled = Math.round((pricePerTerm * sessionsLeft) / sessionsTotal);
  return pricePerSession > 0 ? Math.min(scaled, pricePerSession * sessionsLeft) : scaled;
}
