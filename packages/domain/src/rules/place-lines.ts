import { campDaysPrice, campWeekPrice } from './camp-price.js';
import type { MonthlyPlan, OrderItem, PlaceLine } from './order-lines.js';
import { termPlacePrice } from './prorata.js';
import { trialConversionPrice } from './trial.js';

type CampDaysItem = Extract<OrderItem, { type: 'camp-days' }>;

const distinctSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
/** One child's days of one camp week: what the cap at the week price is judged over. */
const weekKey = (item: CampDaysItem) => `${item.childId}:${item.camp.campId}:${item.weekId}`;

/**
 * One camp-days item per child per camp week, where the first of them was: the cap at the week
 * price holds for a week's days however they reached the order.
 */
function mergeCampDays(items: OrderItem[]): OrderItem[] {
  const merged: OrderItem[] = [];
  const byWeek = new Map<string, CampDaysItem>();
  for (const item of items) {
    if (item.type !== 'camp-days') {
      merged.push(item);
      continue;
    }
    const key = weekKey(item);
    const same = byWeek.get(key);
    if (same) {
      same.dayStarts = distinctSorted([...same.dayStarts, ...item.dayStarts]);
    } else {
      const first = { ...item, dayStarts: distinctSorted(item.dayStarts) };
      byWeek.set(key, first);
      merged.push(first);
    }
  }
  return merged;
}

function placeLineOf(item: OrderItem, moment: number): PlaceLine {
  const charged = (amount: number) => ({ childId: item.childId, amount, payable: amount });
  if ((item.type === 'term' || item.type === 'trial-conversion') && item.run.monthlyPlan) {
    return { type: 'plan', runId: item.run.runId, monthlyPlan: item.run.monthlyPlan, ...charged(0) };
  }
  switch (item.type) {
    case 'term': {
      // A full term is priced as if booked before its first session.
      const pricedAt = item.fullTerm ? Number.NEGATIVE_INFINITY : moment;
      const { sessionsTotal, sessionsLeft, amount } = termPlacePrice({ ...item.run, moment: pricedAt });
      return { type: 'term', runId: item.run.runId, sessionsTotal, sessionsCharged: sessionsLeft, ...charged(amount) };
    }
    case 'trial':
      return { type: 'trial', runId: item.run.runId, sessionStart: item.sessionStart, ...charged(item.run.trialPrice) };
    case 'trial-conversion': {
      const { trialSessionStart } = item;
      const { sessionsTotal, sessionsLeft, amount } = trialConversionPrice({ ...item.run, trialSessionStart, moment });
      const { runId } = item.run;
      return {
        type: 'trial-conversion',
        runId,
        trialSessionStart,
        sessionsTotal,
        sessionsCharged: sessionsLeft,
        ...charged(amount),
      };
    }
    case 'camp-week':
      return {
        type: 'camp-week',
        campId: item.camp.campId,
        weekId: item.weekId,
        ...charged(campWeekPrice(item.camp, item.daysInWeek)),
      };
    case 'camp-days': {
      const { amount, cappedAtWeekPrice } = campDaysPrice(item.camp, item.dayStarts.length, item.daysInWeek);
      const { weekId, dayStarts } = item;
      return { type: 'camp-days', campId: item.camp.campId, weekId, dayStarts, cappedAtWeekPrice, ...charged(amount) };
    }
  }
}

/** Each item of an order priced as its own line, in the order given (a week's camp days as one line). */
export const placeLinesOf = (items: OrderItem[], moment: number): PlaceLine[] =>
  mergeCampDays(items).map((item) => placeLineOf(item, moment));

/** An item's own price: what it adds to the order's subtotal (a monthly plan's 0, with its price a month). */
export interface ItemPrice {
  amount: number;
  monthlyPlan: MonthlyPlan | null;
  /** The week price capped this item's days: it costs less than its days at the day price. */
  cappedAtWeekPrice: boolean;
  /** A term place's sessions charged for out of its term's (fewer: a part term); null for the rest. */
  sessions: TermSessions | null;
}

export interface TermSessions {
  charged: number;
  total: number;
}

/** A term line's sessions charged for out of its term's; null for a line that is no term place. */
export const termSessionsOf = (line: PlaceLine): TermSessions | null =>
  line.type === 'term' || line.type === 'trial-conversion'
    ? { charged: line.sessionsCharged, total: line.sessionsTotal }
    : null;

/**
 * Each item's own price, in the order given, so a basket card shows what the total was summed from. An item is
 * its line, except camp days merged into one line with another item's days of the same week: each such item
 * costs what it added to the line, its new days at the day price up to what the week price leaves, and the item
 * the cap took something off says so. The items of a line add up to the line's amount.
 */
export function itemPricesOf(items: OrderItem[], moment: number): ItemPrice[] {
  const daysSoFar = new Map<string, number[]>();
  return items.map((item) => {
    if (item.type !== 'camp-days') {
      const line = placeLineOf(item, moment);
      const monthlyPlan = line.type === 'plan' ? line.monthlyPlan : null;
      return { amount: line.amount, monthlyPlan, cappedAtWeekPrice: false, sessions: termSessionsOf(line) };
    }
    const before = daysSoFar.get(weekKey(item)) ?? [];
    const after = distinctSorted([...before, ...item.dayStarts]);
    daysSoFar.set(weekKey(item), after);
    const priceOf = (days: number) => (days === 0 ? 0 : campDaysPrice(item.camp, days, item.daysInWeek).amount);
    const amount = priceOf(after.length) - priceOf(before.length);
    const byDay = item.camp.dayPrice * (after.length - before.length);
    return { amount, monthlyPlan: null, cappedAtWeekPrice: amount < byDay, sessions: null };
  });
}
