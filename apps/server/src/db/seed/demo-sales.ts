/**
 * The demo club's money history (issue 23.30): places of the seeded families that were bought and paid for,
 * each on the day it was bought, `daysAgo` before the seed's clock. `place` is the run's nth seeded booking,
 * so no new family, child or place is made: the registers, contacts and run counts stay what they were.
 * Spread over the months before the seed, so Financials has months of history, and two in the seed's own
 * week, one at its very moment, so the home's month is never empty.
 */
/** The seeded orders' idempotency keys begin so (one a sale, numbered). */
export const DEMO_SALE_KEY_PREFIX = 'demo-seed-';

export interface DemoSale {
  /** The term's first run of this class. */
  className: string;
  /** The term in progress when seeded, or the next. */
  term: 'current' | 'next';
  /** Which of the run's seeded places (0 = the first booked). */
  place: number;
  daysAgo: number;
  /** Part of the payment given back later, by card. */
  refund?: { sessions: number; daysAgo: number; reason: string };
}

export const DEMO_SALES: DemoSale[] = [
  { className: 'Junior Ballet', term: 'current', place: 0, daysAgo: 70 },
  { className: 'Junior Ballet', term: 'current', place: 1, daysAgo: 63 },
  { className: 'Junior Ballet', term: 'current', place: 2, daysAgo: 52 },
  {
    className: 'Gymnastics',
    term: 'current',
    place: 0,
    daysAgo: 58,
    refund: { sessions: 1, daysAgo: 12, reason: 'Session missed: the hall was closed for repairs' },
  },
  { className: 'Gymnastics', term: 'current', place: 1, daysAgo: 45 },
  { className: 'Football Academy', term: 'current', place: 0, daysAgo: 40 },
  { className: 'Football Academy', term: 'current', place: 1, daysAgo: 33 },
  // The monthly plan's: one on it for months (its renewals), one just past its free fortnight.
  { className: 'Teen Gymnastics', term: 'current', place: 0, daysAgo: 90 },
  { className: 'Teen Gymnastics', term: 'current', place: 1, daysAgo: 20 },
  // Next term's places, bought this week: the last as the seed's clock reads, so its month has a payment whatever the day.
  { className: 'Football Academy', term: 'next', place: 0, daysAgo: 3 },
  { className: 'Youth Football', term: 'next', place: 0, daysAgo: 0 },
];
