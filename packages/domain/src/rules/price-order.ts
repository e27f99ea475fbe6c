import { localDateOf } from './dates.js';
import {
  type DiscountCode,
  type DiscountCodeRefusal,
  type DiscountablePlace,
  discountCodeCovers,
  discountCodeRefusal,
} from './discount-code.js';
import type {
  DiscountCodeLine,
  OrderItem,
  OrderLine,
  PlaceLine,
  SetupFeeLine,
  SiblingDiscountLine,
} from './order-lines.js';
import { itemPricesOf, placeLinesOf, type ItemPrice } from './place-lines.js';
import { type Reduction, spreadReduction } from './reductions.js';
import { needsSetupFee, type SetupFeeSettings } from './setup-fee.js';
import { siblingsDiscounted } from './sibling-discount.js';

export interface OrderPricingInput {
  items: OrderItem[];
  /**
   * The children of the order with their latest setup-fee payment, and whether the parent asked
   * for a fee (an order of setup fees, or an optional one). A child with places who is not listed
   * has never paid one.
   */
  children: { childId: number; setupFeePaidAt: number | null; requestsSetupFee: boolean }[];
  setupFee: SetupFeeSettings | null;
  /** The club's sibling discount, when switched on. */
  siblingDiscount: Reduction | null;
  /** What the parent typed and the club's code matching it (null when none does); null when no code was entered. */
  discountCode: { entered: string; found: DiscountCode | null } | null;
  /** When the order is priced (epoch seconds): what has started is not charged, and codes are valid by its date. */
  moment: number;
  timeZone: string;
}

export interface PricedOrder {
  /** Places in the order given, then setup fees, then sibling discounts, then the code's discount. */
  lines: OrderLine[];
  /** Each item's own price, in the order given (`itemPricesOf`): with the setup fees, they add up to `subtotal`. */
  itemPrices: ItemPrice[];
  /** What the places and fees cost before discounts. */
  subtotal: number;
  /** Every discount together, as a positive amount. */
  discounts: number;
  /** subtotal − discounts: never negative. */
  total: number;
  /** Why the entered code was not applied (the order is priced without it), or null. */
  discountCodeRefusal: DiscountCodeRefusal | null;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const distinct = (ids: number[]) => [...new Set(ids)];

/** Takes a reduction off what the lines still cost (never below zero); answers how much it took. */
function takeOff(reduction: Reduction, lines: { payable: number }[]): number {
  const shares = spreadReduction(
    reduction,
    lines.map((line) => line.payable),
  );
  lines.forEach((line, i) => (line.payable -= shares[i]));
  return sum(shares);
}

/**
 * A trial is a taster at its own price, and a monthly plan is paid by its subscription: neither
 * brings a sibling discount or a mandatory setup fee.
 */
const isEnrolment = (line: PlaceLine) => line.type !== 'trial' && line.type !== 'plan';

function setupFeeLines(input: OrderPricingInput, places: PlaceLine[]): SetupFeeLine[] {
  const settings = input.setupFee;
  if (settings === null) return [];
  const enrolled = new Set(places.filter(isEnrolment).map((line) => line.childId));
  const childIds = distinct([...places.map((line) => line.childId), ...input.children.map((child) => child.childId)]);
  return childIds
    .filter((childId) => {
      const child = input.children.find((c) => c.childId === childId);
      return needsSetupFee({
        settings,
        paidAt: child?.setupFeePaidAt ?? null,
        requested: child?.requestsSetupFee ?? false,
        booksPlace: enrolled.has(childId),
        now: input.moment,
        timeZone: input.timeZone,
      });
    })
    .map((childId) => ({ type: 'setup-fee', childId, amount: settings.amount, payable: settings.amount }));
}

function siblingDiscountLines(reduction: Reduction | null, places: PlaceLine[]): SiblingDiscountLine[] {
  if (reduction === null) return [];
  const enrolments = places.filter(isEnrolment);
  const linesOf = (childId: number) => enrolments.filter((line) => line.childId === childId);
  const totals = distinct(enrolments.map((line) => line.childId)).map((childId) => ({
    childId,
    amount: sum(linesOf(childId).map((line) => line.amount)),
  }));
  return siblingsDiscounted(totals).flatMap((childId) => {
    const taken = takeOff(reduction, linesOf(childId));
    return taken > 0 ? [{ type: 'sibling-discount' as const, childId, amount: -taken }] : [];
  });
}

/** Each run's term, as the order's items give it (a code may be limited to terms). */
const termsOfRuns = (items: OrderItem[]) =>
  new Map(
    items.flatMap((item): [number, number][] =>
      'run' in item && item.run.termId !== undefined ? [[item.run.runId, item.run.termId]] : [],
    ),
  );

function discountCodeLines(
  attempt: OrderPricingInput['discountCode'],
  items: OrderItem[],
  places: PlaceLine[],
  today: string,
): { lines: DiscountCodeLine[]; refusal: DiscountCodeRefusal | null } {
  if (attempt === null) return { lines: [], refusal: null };
  const termOf = termsOfRuns(items);
  const discountable = (line: PlaceLine): DiscountablePlace => ({
    runId: 'runId' in line ? line.runId : undefined,
    termId: 'runId' in line ? termOf.get(line.runId) : undefined,
    campId: 'campId' in line ? line.campId : undefined,
    remaining: line.payable,
  });
  const code = attempt.found;
  const refusal = discountCodeRefusal(code, today, places.map(discountable));
  if (refusal !== null || code === null) return { lines: [], refusal };
  const taken = takeOff(
    code.reduction,
    places.filter((line) => discountCodeCovers(code, discountable(line))),
  );
  return { lines: taken > 0 ? [{ type: 'discount-code', code: code.code, amount: -taken }] : [], refusal: null };
}

/**
 * An order's lines and totals, in integer minor units. Each place is priced by its rule; setup
 * fees are added for the children who need one; then the sibling discount comes off the brothers'
 * and sisters' places, and a discount code off what the places it covers still cost. Sibling
 * first: it is the club's standing rule, so a code is a further reduction of the price the family
 * would otherwise pay, and never discounts money the family is not paying. Neither discount
 * touches setup fees, and neither takes a line below zero, so the total is never negative.
 */
export function priceOrder(input: OrderPricingInput): PricedOrder {
  const places = placeLinesOf(input.items, input.moment);
  const setupFees = setupFeeLines(input, places);
  const siblings = siblingDiscountLines(input.siblingDiscount, places);
  const code = discountCodeLines(input.discountCode, input.items, places, localDateOf(input.moment, input.timeZone));
  const subtotal = sum([...places, ...setupFees].map((line) => line.amount));
  const discounts = sum([...siblings, ...code.lines].map((line) => -line.amount));
  return {
    lines: [...places, ...setupFees, ...siblings, ...code.lines],
    itemPrices: itemPricesOf(input.items, input.moment),
    subtotal,
    discounts,
    total: subtotal - discounts,
    discountCodeRefusal: code.refusal,
  };
}
