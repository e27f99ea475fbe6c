import { describe, expect, it } from 'vitest';
import type { DiscountCode } from './discount-code.js';
import type { CampForPricing, OrderItem, OrderLine, RunForPricing } from './order-lines.js';
import { booksMonthlyPlan, mixesMonthlyPlan } from './order-lines.js';
import { type OrderPricingInput, priceOrder } from './price-order.js';
import { at, TZ, weeklySessions } from './pricing-test-fixtures.js';

const football: RunForPricing = {
  runId: 1,
  pricePerSession: 1000,
  pricePerTerm: 9000,
  trialPrice: 500,
  sessions: weeklySessions('2026-09-07', 10),
};
const dance: RunForPricing = {
  runId: 2,
  pricePerSession: 800,
  pricePerTerm: 7000,
  trialPrice: 0,
  sessions: weeklySessions('2026-09-08', 10),
};
const camp: CampForPricing = { campId: 3, weekPrice: 12000, dayPrice: 3000 };
/** Football's term sold as a monthly plan instead. */
const footballMonthly: RunForPricing = { ...football, monthlyPlan: { price: 3000, trialDays: 14 } };
const campDay = (date: string) => at(date, 9);

const term = (childId: number, run = football): OrderItem => ({ type: 'term', childId, run });
const code = (overrides: Partial<DiscountCode> = {}): OrderPricingInput['discountCode'] => ({
  entered: 'spring10',
  found: {
    code: 'SPRING10',
    reduction: { kind: 'percentage', percent: 10 },
    validFrom: null,
    validTo: '2026-09-30',
    usageLimit: null,
    perFamilyLimit: 1,
    limitedTo: null,
    paused: false,
    used: 0,
    usedByFamily: 0,
    ...overrides,
  },
});

const base: OrderPricingInput = {
  items: [],
  children: [],
  setupFee: null,
  siblingDiscount: null,
  discountCode: null,
  moment: at('2026-09-01', 12),
  timeZone: TZ,
};

/** A line as `type child-or-code amount`, to read a table of orders at a glance. */
const brief = (line: OrderLine) => `${line.type} ${'code' in line ? line.code : line.childId} ${line.amount}`;

describe('priceOrder: every line, each discount on its own line, subtotal and total', () => {
  const table: [string, Partial<OrderPricingInput>, string[], number, number, string | null][] = [
    ['one term place before the term', { items: [term(1)] }, ['term 1 9000'], 9000, 9000, null],
    [
      'joining after three sessions: pro-rata',
      { items: [term(1)], moment: at('2026-09-22', 9) },
      ['term 1 6300'],
      6300,
      6300,
      null,
    ],
    [
      'joining after three sessions, staff charging the whole term',
      { items: [{ type: 'term', childId: 1, run: football, fullTerm: true }], moment: at('2026-09-22', 9) },
      ['term 1 9000'],
      9000,
      9000,
      null,
    ],
    [
      'a paid trial and a free one',
      {
        items: [
          { type: 'trial', childId: 1, run: football, sessionStart: football.sessions[2].startTime },
          { type: 'trial', childId: 2, run: dance, sessionStart: dance.sessions[0].startTime },
        ],
      },
      ['trial 1 500', 'trial 2 0'],
      500,
      500,
      null,
    ],
    [
      'converting a trial: the sessions after it',
      {
        items: [
          { type: 'trial-conversion', childId: 1, run: football, trialSessionStart: football.sessions[2].startTime },
        ],
      },
      ['trial-conversion 1 6300'],
      6300,
      6300,
      null,
    ],
    [
      'a term sold as a monthly plan: its subscription pays, not the order',
      { items: [term(1, footballMonthly)] },
      ['plan 1 0'],
      0,
      0,
      null,
    ],
    [
      "a trial's rest of a plan run: the plan",
      {
        items: [
          {
            type: 'trial-conversion',
            childId: 1,
            run: footballMonthly,
            trialSessionStart: football.sessions[2].startTime,
          },
        ],
      },
      ['plan 1 0'],
      0,
      0,
      null,
    ],
    [
      'plans bring no mandatory setup fee and no sibling discount',
      {
        items: [term(1, footballMonthly), term(2, footballMonthly)],
        setupFee: { amount: 2500, mandatory: true, resetAt: null },
        siblingDiscount: { kind: 'percentage', percent: 10 },
      },
      ['plan 1 0', 'plan 2 0'],
      0,
      0,
      null,
    ],
    [
      'a camp week and a week of days given in two goes, capped at the week price',
      {
        items: [
          { type: 'camp-week', childId: 1, camp, weekId: 10, daysInWeek: 5 },
          {
            type: 'camp-days',
            childId: 2,
            camp,
            weekId: 10,
            daysInWeek: 5,
            dayStarts: [campDay('2026-10-26'), campDay('2026-10-27')],
          },
          {
            type: 'camp-days',
            childId: 2,
            camp,
            weekId: 10,
            daysInWeek: 5,
            dayStarts: [campDay('2026-10-27'), campDay('2026-10-28'), campDay('2026-10-29'), campDay('2026-10-30')],
          },
        ],
      },
      ['camp-week 1 12000', 'camp-days 2 12000'],
      24000,
      24000,
      null,
    ],
    [
      'mandatory setup fee: a child with a place and none current; not with a current fee, not for a trial',
      {
        items: [
          term(1),
          term(2, dance),
          { type: 'trial', childId: 3, run: dance, sessionStart: dance.sessions[0].startTime },
        ],
        children: [
          { childId: 1, setupFeePaidAt: null, requestsSetupFee: false },
          { childId: 2, setupFeePaidAt: at('2026-03-01'), requestsSetupFee: false },
        ],
        setupFee: { amount: 2500, mandatory: true, resetAt: null },
      },
      ['term 1 9000', 'term 2 7000', 'trial 3 0', 'setup-fee 1 2500'],
      18500,
      18500,
      null,
    ],
    [
      'an order of setup fees alone',
      {
        children: [
          { childId: 1, setupFeePaidAt: null, requestsSetupFee: true },
          { childId: 2, setupFeePaidAt: null, requestsSetupFee: true },
        ],
        setupFee: { amount: 2500, mandatory: false, resetAt: null },
      },
      ['setup-fee 1 2500', 'setup-fee 2 2500'],
      5000,
      5000,
      null,
    ],
    [
      'sibling 10 %: the cheaper place gets it, whichever child comes first',
      { items: [term(2, dance), term(1)], siblingDiscount: { kind: 'percentage', percent: 10 } },
      ['term 2 7000', 'term 1 9000', 'sibling-discount 2 -700'],
      16000,
      15300,
      null,
    ],
    [
      'sibling fixed £15 per child, never more than the child’s places',
      {
        items: [
          term(1),
          term(2, dance),
          { type: 'camp-days', childId: 3, camp, weekId: 10, daysInWeek: 5, dayStarts: [campDay('2026-10-26')] },
        ],
        siblingDiscount: { kind: 'fixed', amount: 1500 },
      },
      ['term 1 9000', 'term 2 7000', 'camp-days 3 3000', 'sibling-discount 2 -1500', 'sibling-discount 3 -1500'],
      19000,
      16000,
      null,
    ],
    [
      'a trial brings no sibling discount',
      {
        items: [term(1), { type: 'trial', childId: 2, run: football, sessionStart: football.sessions[1].startTime }],
        siblingDiscount: { kind: 'percentage', percent: 10 },
      },
      ['term 1 9000', 'trial 2 500'],
      9500,
      9500,
      null,
    ],
    [
      'sibling first, then a 10 % code on what is left; the setup fee untouched',
      {
        items: [term(1), term(2, dance)],
        children: [{ childId: 1, setupFeePaidAt: null, requestsSetupFee: false }],
        setupFee: { amount: 2500, mandatory: true, resetAt: null },
        siblingDiscount: { kind: 'percentage', percent: 10 },
        discountCode: code(),
      },
      // 9000 → 900 off; 7000 − 700 = 6300 → 630 off.
      [
        'term 1 9000',
        'term 2 7000',
        'setup-fee 1 2500',
        'setup-fee 2 2500',
        'sibling-discount 2 -700',
        'discount-code SPRING10 -1530',
      ],
      21000,
      18770,
      null,
    ],
    [
      'a fixed code larger than the places: they become free, the order never negative, the fee still due',
      {
        items: [term(1)],
        setupFee: { amount: 2500, mandatory: true, resetAt: null },
        discountCode: code({ reduction: { kind: 'fixed', amount: 50000 } }),
      },
      ['term 1 9000', 'setup-fee 1 2500', 'discount-code SPRING10 -9000'],
      11500,
      2500,
      null,
    ],
    [
      'a code limited to the camp takes nothing off the run',
      {
        items: [term(1), { type: 'camp-week', childId: 1, camp, weekId: 10, daysInWeek: 5 }],
        discountCode: code({ limitedTo: { runIds: [], campIds: [3], termIds: [] } }),
      },
      ['term 1 9000', 'camp-week 1 12000', 'discount-code SPRING10 -1200'],
      21000,
      19800,
      null,
    ],
    [
      'a code limited to a term takes its share off the places in that term’s runs only',
      {
        items: [term(1, { ...football, termId: 40 }), term(2, { ...dance, termId: 41 })],
        discountCode: code({ limitedTo: { runIds: [], campIds: [], termIds: [40] } }),
      },
      ['term 1 9000', 'term 2 7000', 'discount-code SPRING10 -900'],
      16000,
      15100,
      null,
    ],
    [
      'a paused code: priced without it, and the reason',
      { items: [term(1)], discountCode: code({ paused: true }) },
      ['term 1 9000'],
      9000,
      9000,
      'paused',
    ],
    [
      'an expired code: priced without it, and the reason',
      { items: [term(1)], moment: at('2026-10-01', 9), discountCode: code() },
      ['term 1 5400'],
      5400,
      5400,
      'expired',
    ],
    [
      'a code valid by the club’s date: 00:30 on 1 October in London is still 30 September in UTC, and expired',
      { items: [term(1)], moment: at('2026-10-01', 0, 30), discountCode: code() },
      ['term 1 5400'],
      5400,
      5400,
      'expired',
    ],
    [
      'an unknown code',
      { items: [term(1)], discountCode: { entered: 'NOPE', found: null } },
      ['term 1 9000'],
      9000,
      9000,
      'unknown',
    ],
    [
      'a code used up by this family',
      { items: [term(1)], discountCode: code({ usedByFamily: 1 }) },
      ['term 1 9000'],
      9000,
      9000,
      'used-up-by-family',
    ],
    [
      'a code on free trials only: not for these items',
      {
        items: [{ type: 'trial', childId: 1, run: dance, sessionStart: dance.sessions[0].startTime }],
        discountCode: code(),
      },
      ['trial 1 0'],
      0,
      0,
      'not-for-these-items',
    ],
    [
      'a 100 % sibling discount and a code: the code finds nothing left on the sibling’s place',
      {
        items: [term(1), term(2, dance)],
        siblingDiscount: { kind: 'percentage', percent: 100 },
        discountCode: code({ limitedTo: { runIds: [2], campIds: [], termIds: [] } }),
      },
      ['term 1 9000', 'term 2 7000', 'sibling-discount 2 -7000'],
      16000,
      9000,
      'not-for-these-items',
    ],
  ];

  it.each(table)('%s', (_label, overrides, lines, subtotal, total, refusal) => {
    const order = priceOrder({ ...base, ...overrides });
    expect(order.lines.map(brief)).toEqual(lines);
    expect(order).toMatchObject({ subtotal, total, discounts: subtotal - total, discountCodeRefusal: refusal });
    // Whatever the order: the total is the sum of its lines and of what each charged line has left to
    // pay, nothing is below zero, and every amount is a whole number of minor units.
    const charged = order.lines.filter((line) => 'payable' in line);
    expect(order.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
    expect(charged.reduce((sum, line) => sum + line.payable, 0)).toBe(total);
    expect(charged.every((line) => line.payable >= 0 && line.payable <= line.amount)).toBe(true);
    expect(order.lines.every((line) => Number.isSafeInteger(line.amount))).toBe(true);
    expect(total).toBeGreaterThanOrEqual(0);
  });

  it("keeps a plan's price a month and free days on its line", () => {
    const [line] = priceOrder({ ...base, items: [term(1, footballMonthly)] }).lines;
    expect(line).toEqual({
      type: 'plan',
      childId: 1,
      runId: 1,
      monthlyPlan: { price: 3000, trialDays: 14 },
      amount: 0,
      payable: 0,
    });
  });

  it('says what each line is: sessions charged, camp days, whether capped', () => {
    const order = priceOrder({
      ...base,
      moment: at('2026-09-22', 9),
      items: [
        term(1),
        {
          type: 'camp-days',
          childId: 1,
          camp,
          weekId: 10,
          daysInWeek: 5,
          dayStarts: [campDay('2026-10-27'), campDay('2026-10-26')],
        },
      ],
    });
    expect(order.lines).toEqual([
      { type: 'term', childId: 1, runId: 1, sessionsTotal: 10, sessionsCharged: 7, amount: 6300, payable: 6300 },
      {
        type: 'camp-days',
        childId: 1,
        campId: 3,
        weekId: 10,
        dayStarts: [campDay('2026-10-26'), campDay('2026-10-27')],
        cappedAtWeekPrice: false,
        amount: 6000,
        payable: 6000,
      },
    ]);
  });
});

describe('monthly plans in an order', () => {
  const lines = (...types: string[]) => types.map((type) => ({ type }));
  it.each([
    [lines('plan'), true, false],
    [lines('plan', 'plan', 'sibling-discount', 'discount-code'), true, false],
    [lines('plan', 'term'), true, true],
    [lines('plan', 'setup-fee'), true, true],
    [lines('term', 'setup-fee'), false, false],
    [lines(), false, false],
  ])('%j: books a plan %s, mixes it %s', (orderLines, books, mixes) => {
    expect(booksMonthlyPlan(orderLines)).toBe(books);
    expect(mixesMonthlyPlan(orderLines)).toBe(mixes);
  });
});

describe("itemPrices: each item's own price, the one the subtotal was summed from (issue 21.6)", () => {
  const days = (childId: number, dates: string[]): OrderItem => ({
    type: 'camp-days',
    childId,
    camp: { campId: 3, weekPrice: 15000, dayPrice: 3500 },
    weekId: 10,
    daysInWeek: 5,
    dayStarts: dates.map(campDay),
  });
  const monToThu = ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'];
  const price = (items: OrderItem[]) => {
    const priced = priceOrder({ ...base, items });
    return { cards: priced.itemPrices.map((p) => [p.amount, p.cappedAtWeekPrice]), subtotal: priced.subtotal };
  };

  it.each<[string, OrderItem[], [number, boolean][], number]>([
    [
      "Mon–Thu (£140), then Friday for the same child: the week's cap comes off Friday's card",
      [days(1, monToThu), days(1, ['2026-10-30'])],
      [
        [14000, false],
        [1000, true],
      ],
      15000,
    ],
    [
      'Mon–Thu, then a whole week of days for a sibling: each child its own price',
      [days(1, monToThu), days(2, [...monToThu, '2026-10-30'])],
      [
        [14000, false],
        [15000, true],
      ],
      29000,
    ],
    [
      'a day already held, added again, adds nothing',
      [days(1, ['2026-10-26']), days(1, ['2026-10-26'])],
      [
        [3500, false],
        [0, false],
      ],
      3500,
    ],
  ])('%s', (_what, items, cards, subtotal) => {
    const priced = price(items);
    expect(priced.cards).toEqual(cards);
    expect(priced.subtotal).toBe(subtotal);
    // The cards add up to what the total was summed from.
    expect(cards.reduce((sum, [amount]) => sum + amount, 0)).toBe(subtotal);
  });

  it("a monthly plan's card shows its price a month", () => {
    const [plan] = priceOrder({ ...base, items: [term(1, footballMonthly)] }).itemPrices;
    expect(plan).toEqual({
      amount: 0,
      monthlyPlan: { price: 3000, trialDays: 14 },
      cappedAtWeekPrice: false,
      sessions: null,
    });
  });

  it("a term place's card says how much of the term it covers (a part term after it started)", () => {
    const cardOn = (moment: number) => priceOrder({ ...base, moment, items: [term(1)] }).itemPrices[0].sessions;
    expect(cardOn(base.moment)).toEqual({ charged: 10, total: 10 });
    // Football's fourth session is on 28 September: seven are left.
    expect(cardOn(at('2026-09-25', 12))).toEqual({ charged: 7, total: 10 });
  });
});
