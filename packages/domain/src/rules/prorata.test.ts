import { describe, expect, it } from 'vitest';
import { at, weeklySessions } from './pricing-test-fixtures.js';
import { sessionsAfter, termPlacePrice } from './prorata.js';

// Ten Mondays at 16:00 from 7 September 2026 (the sessions that happen: half term already left out).
const sessions = weeklySessions('2026-09-07', 10);
const prices = { pricePerSession: 1000, pricePerTerm: 9000 };

describe('sessionsAfter: the sessions left are those starting strictly after the moment', () => {
  it.each([
    ['before the term', at('2026-09-01', 9), 10],
    ['one second before the first session', at('2026-09-07', 16) - 1, 10],
    ['at the very start of the first session: not left', at('2026-09-07', 16), 9],
    ['during the first session (in progress): not left', at('2026-09-07', 16, 30), 9],
    ['the day after the third session', at('2026-09-22', 9), 7],
    ['after the last session', at('2026-11-10', 9), 0],
  ])('%s', (_label, moment, left) => expect(sessionsAfter(sessions, moment)).toHaveLength(left));
});

describe('termPlacePrice: the term, pro-rata once it has started', () => {
  it.each([
    ['before the term: the term price', prices, at('2026-09-01'), 10, 9000],
    ['no term price: sessions × session price', { pricePerSession: 850, pricePerTerm: 0 }, at('2026-09-01'), 10, 8500],
    ['7 of 10 left: 9000 × 7/10', prices, at('2026-09-22', 9), 7, 6300],
    ['no term price, 7 left: 7 × 850', { pricePerSession: 850, pricePerTerm: 0 }, at('2026-09-22', 9), 7, 5950],
    [
      'never more than per session: 7 × 800 < 6300',
      { pricePerSession: 800, pricePerTerm: 9000 },
      at('2026-09-22'),
      7,
      5600,
    ],
    ['one in progress is not charged', prices, at('2026-09-07', 16, 15), 9, 8100],
    [
      'rounded half up: 9995 × 3/10 = 2998.5 → 2999',
      { pricePerSession: 0, pricePerTerm: 9995 },
      at('2026-10-20'),
      3,
      2999,
    ],
    ['1 of 10 left at 9995: 999.5 → 1000', { pricePerSession: 0, pricePerTerm: 9995 }, at('2026-11-03'), 1, 1000],
    ['nothing left: nothing to pay', prices, at('2026-11-10'), 0, 0],
    ['free run', { pricePerSession: 0, pricePerTerm: 0 }, at('2026-09-01'), 10, 0],
  ])('%s', (_label, runPrices, moment, sessionsLeft, amount) => {
    expect(termPlacePrice({ ...runPrices, sessions, moment })).toEqual({ sessionsTotal: 10, sessionsLeft, amount });
  });
});
