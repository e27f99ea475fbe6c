import { describe, expect, it } from 'vitest';
import {
  type DiscountCode,
  type DiscountablePlace,
  discountCodeCovers,
  discountCodeRefusal,
  normaliseDiscountCode,
} from './discount-code.js';

const code: DiscountCode = {
  code: 'SPRING10',
  reduction: { kind: 'percentage', percent: 10 },
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  usageLimit: 50,
  perFamilyLimit: 1,
  limitedTo: null,
  paused: false,
  used: 0,
  usedByFamily: 0,
};
const aPlace: DiscountablePlace[] = [{ runId: 7, remaining: 9000 }];

describe('discountCodeRefusal: why a code cannot be used, first reason first', () => {
  const table: [string, DiscountCode | null, string, DiscountablePlace[], string | null][] = [
    ['valid', code, '2026-03-15', aPlace, null],
    ['unknown', null, '2026-03-15', aPlace, 'unknown'],
    ['its first day counts', code, '2026-03-01', aPlace, null],
    ['its last day counts', code, '2026-03-31', aPlace, null],
    ['the day before it starts', code, '2026-02-28', aPlace, 'not-yet-valid'],
    ['the day after it ends', code, '2026-04-01', aPlace, 'expired'],
    ['no dates: always valid', { ...code, validFrom: null, validTo: null }, '2030-01-01', aPlace, null],
    ['used up by everyone', { ...code, used: 50 }, '2026-03-15', aPlace, 'used-up'],
    ['one use left', { ...code, used: 49 }, '2026-03-15', aPlace, null],
    ['used up by this family', { ...code, usedByFamily: 1 }, '2026-03-15', aPlace, 'used-up-by-family'],
    [
      'no limits',
      { ...code, usageLimit: null, perFamilyLimit: null, used: 999, usedByFamily: 9 },
      '2026-03-15',
      aPlace,
      null,
    ],
    ['expired and used up: expired first', { ...code, used: 50 }, '2026-04-01', aPlace, 'expired'],
    [
      'limited to other runs',
      { ...code, limitedTo: { runIds: [8], campIds: [], termIds: [] } },
      '2026-03-15',
      aPlace,
      'not-for-these-items',
    ],
    [
      'limited to this run',
      { ...code, limitedTo: { runIds: [7], campIds: [], termIds: [] } },
      '2026-03-15',
      aPlace,
      null,
    ],
    ['paused', { ...code, paused: true }, '2026-03-15', aPlace, 'paused'],
    ['paused and expired: paused first', { ...code, paused: true }, '2026-04-01', aPlace, 'paused'],
    ['paused, though used up too: paused first', { ...code, paused: true, used: 50 }, '2026-03-15', aPlace, 'paused'],
    [
      'limited to the term of this run',
      { ...code, limitedTo: { runIds: [], campIds: [], termIds: [4] } },
      '2026-03-15',
      [{ runId: 7, termId: 4, remaining: 9000 }],
      null,
    ],
    [
      'limited to another term',
      { ...code, limitedTo: { runIds: [], campIds: [], termIds: [5] } },
      '2026-03-15',
      [{ runId: 7, termId: 4, remaining: 9000 }],
      'not-for-these-items',
    ],
    [
      'used up by the family, and for other places: used up first',
      { ...code, usedByFamily: 1, limitedTo: { runIds: [8], campIds: [], termIds: [] } },
      '2026-03-15',
      aPlace,
      'used-up-by-family',
    ],
    ['only free places: nothing to take off', code, '2026-03-15', [{ runId: 7, remaining: 0 }], 'not-for-these-items'],
    ['an empty order', code, '2026-03-15', [], 'not-for-these-items'],
  ];
  it.each(table)('%s', (_label, discountCode, today, places, reason) => {
    expect(discountCodeRefusal(discountCode, today, places)).toBe(reason);
  });
});

describe('discountCodeCovers: the places a code takes something off', () => {
  const limited = { ...code, limitedTo: { runIds: [7], campIds: [3], termIds: [4] } };
  it.each([
    ['any place when not limited', code, { runId: 99, remaining: 100 }, true],
    ['a listed run', limited, { runId: 7, remaining: 100 }, true],
    ['a listed camp', limited, { campId: 3, remaining: 100 }, true],
    ['a camp whose id is a listed run id', limited, { campId: 7, remaining: 100 }, false],
    ['an unlisted run', limited, { runId: 8, remaining: 100 }, false],
    ['an unlisted run of a listed term', limited, { runId: 8, termId: 4, remaining: 100 }, true],
    ['an unlisted run of another term', limited, { runId: 8, termId: 5, remaining: 100 }, false],
    ['a camp whose id is a listed term id', limited, { campId: 4, remaining: 100 }, false],
    ['a place already free', code, { runId: 7, remaining: 0 }, false],
  ])('%s', (_label, discountCode, place, covered) => expect(discountCodeCovers(discountCode, place)).toBe(covered));
});

it('matches what a parent types regardless of case and spaces', () => {
  expect(normaliseDiscountCode('  spring10 ')).toBe('SPRING10');
});
