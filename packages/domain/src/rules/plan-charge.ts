import { localDateOf, zonedWallTimeToEpoch } from './dates.js';

const DAY_SECONDS = 86_400;
/** The club-local hour a billing day's payment is anchored at (see planBillingAnchor). */
const BILLING_HOUR = 12;

/** What decides when a monthly plan takes its payments: its free days, and the day of the month (1–28) if set. */
export interface PlanCharging {
  trialDays: number;
  /** null (or absent, for plans ordered before billing days were kept): the day its free days end. */
  billingDay?: number | null;
}

/**
 * The billing day a plan's payments are anchored to (epoch seconds, at noon of that club-local day): the first
 * such day after its free days end. Null when the plan has no billing day, or its free days end on it (its
 * payments fall on that day already). Sent to the provider as `billing_cycle_anchor`: the days between the
 * trial's end and the anchor are not charged, and every payment from the anchor on is the monthly price.
 * Noon, not midnight: the provider adds months to the anchor in UTC, and local midnight in summer time is the
 * day before in UTC (1 May 00:00 BST is 30 April 23:00 UTC, whose next month is 31 May); at local noon the
 * UTC date is the local one in every zone within 11 hours of UTC, so the day of the month never drifts.
 */
export function planBillingAnchor(startsAt: number, plan: PlanCharging, timeZone: string): number | null {
  const trialEnd = startsAt + plan.trialDays * DAY_SECONDS;
  const day = plan.billingDay ?? null;
  if (day === null) return null;
  const [year, month, today] = localDateOf(trialEnd, timeZone).split('-').map(Number);
  if (today === day) return null;
  // This month's billing day if it is still to come, else next month's (every month has days 1–28).
  const next = today < day ? new Date(Date.UTC(year, month - 1, day)) : new Date(Date.UTC(year, month, day));
  return zonedWallTimeToEpoch(next.toISOString().slice(0, 10), BILLING_HOUR, 0, timeZone);
}

/**
 * When a monthly plan's first payment is taken (epoch seconds): its billing day after its free days end, else
 * when its free days end (the provider's trial ends `trial_period_days` whole days after the subscription is
 * made), else when it starts.
 */
export const firstPlanChargeAt = (startsAt: number, plan: PlanCharging, timeZone: string): number =>
  planBillingAnchor(startsAt, plan, timeZone) ?? startsAt + plan.trialDays * DAY_SECONDS;

/**
 * The next payment of a running plan, from what the provider says of it: its billing cycle's anchor while that is
 * still to come (the first payment, after its free trial and the days up to its billing day), else the end of the
 * period being paid for (an anchor passed is never later than that). Every page that shows a plan's next payment
 * reads it here.
 */
export const nextPlanPaymentAt = (plan: { currentPeriodEnd: number; billingCycleAnchor: number }): number =>
  Math.max(plan.currentPeriodEnd, plan.billingCycleAnchor);

/**
 * A plan set up whose first payment is still to come, though its trial (if any) is over: the days up to its
 * billing day, which the provider keeps as an active period of nothing to pay ending on the anchor.
 */
export const awaitsFirstPayment = (plan: { status: string; currentPeriodEnd: number; billingCycleAnchor: number }) =>
  plan.status === 'active' && plan.currentPeriodEnd <= plan.billingCycleAnchor;
