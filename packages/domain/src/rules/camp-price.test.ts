import { describe, expect, it } from 'vitest';
import { campDaysPrice, campPlacePrice, campWeekPrice } from './camp-price.js';

describe('campWeekPrice: the week price, or each day where none is set', () => {
  it.each([
    ['week price set', { weekPrice: 12000, dayPrice: 3000 }, 5, 12000],
    ['no week price: 4 days (a bank holiday week) × 3000', { weekPrice: 0, dayPrice: 3000 }, 4, 12000],
    ['free camp', { weekPrice: 0, dayPrice: 0 }, 5, 0],
  ])('%s', (_label, prices, daysInWeek, amount) => expect(campWeekPrice(prices, daysInWeek)).toBe(amount));
});

describe('campDaysPrice: each day at the day price, never more than the week', () => {
  const prices = { weekPrice: 12000, dayPrice: 3000 };
  it.each([
    ['one day', prices, 1, 5, 3000, false],
    ['three days', prices, 3, 5, 9000, false],
    ['four days would be 12000: the same as the week, not capped', prices, 4, 5, 12000, false],
    ['every day of the week: the week price', prices, 5, 5, 12000, true],
    ['four days of a four-day week at 3500: the week price', { weekPrice: 12000, dayPrice: 3500 }, 4, 4, 12000, true],
    ['no week price: days × day price', { weekPrice: 0, dayPrice: 3000 }, 5, 5, 15000, false],
  ])('%s', (_label, campPrices, daysBooked, daysInWeek, amount, cappedAtWeekPrice) => {
    expect(campDaysPrice(campPrices, daysBooked, daysInWeek)).toEqual({ amount, cappedAtWeekPrice });
  });
});

describe('campPlacePrice: what a booking of some days of a week costs, to re-price it', () => {
  const prices = { weekPrice: 12000, dayPrice: 3000 };
  it.each([
    ['no days', 0, 5, 0],
    ['two days', 2, 5, 6000],
    ['four days: no more than the week', 4, 5, 12000],
    ['every day: the week price', 5, 5, 12000],
  ])('%s', (_label, days, daysInWeek, amount) => expect(campPlacePrice(prices, days, daysInWeek)).toBe(amount));
  it('a week cheaper by the day than its week price costs the week price when every day is booked', () =>
    expect(campPlacePrice({ weekPrice: 12000, dayPrice: 2000 }, 5, 5)).toBe(12000));
});
