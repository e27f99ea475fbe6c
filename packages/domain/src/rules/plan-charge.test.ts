import { describe, expect, it } from 'vitest';
import { localDateOf } from './dates.js';
import { awaitsFirstPayment, firstPlanChargeAt, nextPlanPaymentAt, planBillingAnchor } from './plan-charge.js';

const LONDON = 'Europe/London';
const at = (iso: string) => Date.parse(iso) / 1000;

describe("a monthly plan's payment dates", () => {
  it('without a billing day, the first payment is when the free days end (or at once)', () => {
    const start = at('2026-10-15T10:00:00Z');
    expect(planBillingAnchor(start, { trialDays: 14, billingDay: null }, LONDON)).toBeNull();
    expect(firstPlanChargeAt(start, { trialDays: 14 }, LONDON)).toBe(at('2026-10-29T10:00:00Z'));
    expect(firstPlanChargeAt(start, { trialDays: 0, billingDay: null }, LONDON)).toBe(start);
  });

  it("with one, the first payment is at noon of that day of the month in the club's zone, after the free days", () => {
    const start = at('2026-10-15T10:00:00Z');
    // Free days end on Thu 29 Oct: the 1st comes next (noon in London, after the clocks went back: GMT).
    expect(firstPlanChargeAt(start, { trialDays: 14, billingDay: 1 }, LONDON)).toBe(at('2026-11-01T12:00:00Z'));
    // The 28th has passed on the 29th: next month's.
    expect(planBillingAnchor(start, { trialDays: 14, billingDay: 28 }, LONDON)).toBe(at('2026-11-28T12:00:00Z'));
    // Without free days, this month's 20th is still to come (British Summer Time until the 25th).
    expect(planBillingAnchor(start, { trialDays: 0, billingDay: 20 }, LONDON)).toBe(at('2026-10-20T11:00:00Z'));
    // Summer time: noon in London is 11:00 UTC, the same date.
    expect(planBillingAnchor(at('2026-06-10T09:00:00Z'), { trialDays: 0, billingDay: 12 }, LONDON)).toBe(
      at('2026-06-12T11:00:00Z'),
    );
    // December's free days end in January of the next year.
    expect(planBillingAnchor(at('2026-12-20T12:00:00Z'), { trialDays: 0, billingDay: 5 }, LONDON)).toBe(
      at('2027-01-05T12:00:00Z'),
    );
  });

  it('its day of the month stays put when the provider adds months in UTC, in summer time too', () => {
    // Billing day 1 from April 2027 (summer time from 28 March): the provider's next periods, a month on in UTC.
    const anchor = planBillingAnchor(at('2027-04-10T09:00:00Z'), { trialDays: 0, billingDay: 1 }, LONDON)!;
    const monthsOn = (months: number) => {
      const next = new Date(anchor * 1000);
      next.setUTCMonth(next.getUTCMonth() + months);
      return next.getTime() / 1000;
    };
    for (const months of [0, 1, 2, 6, 7]) expect(localDateOf(monthsOn(months), LONDON).slice(8)).toBe('01');
  });

  it('free days ending on the billing day need no anchor: the payments fall on it already', () => {
    const start = at('2026-10-15T10:00:00Z');
    expect(planBillingAnchor(start, { trialDays: 0, billingDay: 15 }, LONDON)).toBeNull();
    expect(firstPlanChargeAt(start, { trialDays: 0, billingDay: 15 }, LONDON)).toBe(start);
  });

  it("a running plan's next payment: its anchor while still to come, else the end of the period paid for", () => {
    const trialEnd = at('2026-10-29T10:00:00Z');
    const anchor = at('2026-11-01T00:00:00Z');
    const december = at('2026-12-01T00:00:00Z');
    // In its trial, and after it until the billing day: the billing day.
    expect(nextPlanPaymentAt({ currentPeriodEnd: trialEnd, billingCycleAnchor: anchor })).toBe(anchor);
    expect(nextPlanPaymentAt({ currentPeriodEnd: anchor, billingCycleAnchor: anchor })).toBe(anchor);
    // Paid on it: the end of the month paid for. Without a billing day the anchor is its start or trial's end.
    expect(nextPlanPaymentAt({ currentPeriodEnd: december, billingCycleAnchor: anchor })).toBe(december);
    expect(nextPlanPaymentAt({ currentPeriodEnd: trialEnd, billingCycleAnchor: trialEnd })).toBe(trialEnd);
  });

  it('waits for its first payment while active in the free days up to its billing day', () => {
    const anchor = at('2026-11-01T00:00:00Z');
    const plan = { status: 'active', currentPeriodEnd: anchor, billingCycleAnchor: anchor };
    expect(awaitsFirstPayment(plan)).toBe(true);
    expect(awaitsFirstPayment({ ...plan, currentPeriodEnd: at('2026-12-01T00:00:00Z') })).toBe(false);
    expect(awaitsFirstPayment({ ...plan, status: 'past_due' })).toBe(false);
    // Never anchored: its anchor is its start, before the period's end.
    expect(awaitsFirstPayment({ ...plan, billingCycleAnchor: at('2026-10-01T00:00:00Z') })).toBe(false);
  });
});
