import type { CampPrices } from './camp-price.js';
import type { RunPrices, SessionStart } from './prorata.js';

/**
 * A run sold as a monthly payment plan: what a month costs (minor units), the free days before the first, and the
 * day of the month its payments are taken (null: the day its free days end; absent on lines ordered before it was
 * kept).
 */
export interface MonthlyPlan {
  price: number;
  trialDays: number;
  billingDay?: number | null;
}

/** What pricing needs of a run: its prices and the sessions that happen (breaks and skipped dates left out). */
export interface RunForPricing extends RunPrices {
  runId: number;
  /** The run's term (a discount code may be limited to terms). */
  termId?: number;
  trialPrice: number;
  sessions: SessionStart[];
  /** Set when the club sells the run's term as a monthly plan instead. */
  monthlyPlan?: MonthlyPlan | null;
}

export interface CampForPricing extends CampPrices {
  campId: number;
}

/** What a parent puts in an order, one child each. */
export type OrderItem =
  | {
      type: 'term';
      childId: number;
      run: RunForPricing;
      /** Staff booking for a family may charge the whole term even once it has started (no pro-rata). */
      fullTerm?: boolean;
    }
  | { type: 'trial'; childId: number; run: RunForPricing; sessionStart: number }
  | { type: 'trial-conversion'; childId: number; run: RunForPricing; trialSessionStart: number }
  | { type: 'camp-week'; childId: number; camp: CampForPricing; weekId: number; daysInWeek: number }
  | {
      type: 'camp-days';
      childId: number;
      camp: CampForPricing;
      weekId: number;
      daysInWeek: number;
      /** The days booked: each day's start, epoch seconds. */
      dayStarts: number[];
    };

/** A line that charges something: its price, and what is left to pay once the discounts have been taken off it. */
interface Charged {
  childId: number;
  amount: number;
  payable: number;
}

export type PlaceLine = Charged &
  (
    | { type: 'term'; runId: number; sessionsTotal: number; sessionsCharged: number }
    | { type: 'trial'; runId: number; sessionStart: number }
    | {
        type: 'trial-conversion';
        runId: number;
        trialSessionStart: number;
        sessionsTotal: number;
        sessionsCharged: number;
      }
    /** A term (or a trial's rest) sold as a monthly plan: its subscription pays for it, so the order charges nothing for it. */
    | { type: 'plan'; runId: number; monthlyPlan: MonthlyPlan }
    | { type: 'camp-week'; campId: number; weekId: number }
    | { type: 'camp-days'; campId: number; weekId: number; dayStarts: number[]; cappedAtWeekPrice: boolean }
  );

export type SetupFeeLine = Charged & { type: 'setup-fee' };

/** A discount's own line: its amount is negative, so an order's total is the sum of its lines. */
export interface SiblingDiscountLine {
  type: 'sibling-discount';
  childId: number;
  amount: number;
}

export interface DiscountCodeLine {
  type: 'discount-code';
  code: string;
  amount: number;
}

export type OrderLine = PlaceLine | SetupFeeLine | SiblingDiscountLine | DiscountCodeLine;

/** The order books a monthly plan: a subscription pays for it, not the order's total. */
export const booksMonthlyPlan = (lines: readonly { type: string }[]) => lines.some((line) => line.type === 'plan');

/**
 * Mixes a monthly plan with anything else that charges (another place, a setup fee): one
 * subscription pays a plan order, so it may hold nothing it would not pay for.
 */
export const mixesMonthlyPlan = (lines: readonly { type: string }[]) =>
  booksMonthlyPlan(lines) &&
  lines.some((line) => line.type !== 'plan' && line.type !== 'sibling-discount' && line.type !== 'discount-code');

/** An order item's `orderItemType` (the spec names 'setup-fee'). */
export type OrderItemType = PlaceLine['type'] | SetupFeeLine['type'];
