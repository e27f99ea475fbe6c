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
