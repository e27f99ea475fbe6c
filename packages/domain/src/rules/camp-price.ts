/** A camp's prices (minor units): a whole week, and one day. A week price of 0 means the club has set none. */
export interface CampPrices {
  weekPrice: number;
  dayPrice: number;
}

/** A whole week: the week price, or every day at the day price where the club has set no week price. */
export const campWeekPrice = (prices: CampPrices, daysInWeek: number) =>
  prices.weekPrice > 0 ? prices.weekPrice : prices.dayPrice * daysInWeek;

/**
 * Some days of one week for one child: the day price each, never more than the whole week. A
 * parent who picks days one by one (or every day of the week) is not charged more than the week
 * would have cost them; they would otherwise book the week and leave a day unused.
 */
export function campDaysPrice(prices: CampPrices, daysBooked: number, daysInWeek: number) {
  const byDay = prices.dayPrice * daysBooked;
  const week = campWeekPrice(prices, daysInWeek);
  return byDay > week ? { amount: week, cappedAtWeekPrice: true } : { amount: byDay, cappedAtWeekPrice: false };
}

/**
 * What a child's places on some days of one week cost, however they were bought: the whole week at
 * the week price, fewer days by `campDaysPrice`, none nothing. A camp booking whose days change is
 * re-priced by it, the difference charged or refunded.
 */
export function campPlacePrice(prices: CampPrices, daysBooked: number, daysInWeek: number): number {
  if (daysBooked === 0) return 0;
  if (daysBooked >= daysInWeek) return campWeekPrice(prices, daysInWeek);
  return campDaysPrice(prices, daysBooked, daysInWeek).amount;
}
