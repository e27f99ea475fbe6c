import type { BasketItem } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { basketItemBody, waitingListPathOf } from './basket-item-body';

const item = (over: Partial<BasketItem>): BasketItem => ({
  itemId: '6f1c7c1e-2d7a-4f0e-9c55-0d2b9a4b1e77',
  type: 'term',
  childId: 3,
  childName: 'Zara Parent',
  className: 'Mini Kickers',
  runId: 7,
  campId: null,
  weekId: null,
  dates: [],
  amount: 2700,
  monthlyPlan: null,
  cappedAtWeekPrice: false,
  termName: 'Autumn Term',
  venueName: 'Battersea Park',
  classTimes: [],
  sessions: { charged: 10, total: 10 },
  expiresAt: '2026-11-23T18:15:00.000Z',
  offered: false,
  ...over,
});

describe('basketItemBody', () => {
  it.each([
    ['a term', item({}), { type: 'term', childId: 3, runId: 7 }],
    [
      'a trial',
      item({ type: 'trial', dates: [1700000000] }),
      { type: 'trial', childId: 3, runId: 7, sessionStart: 1700000000 },
    ],
    [
      'a camp week',
      item({ type: 'camp-week', runId: null, campId: 4, weekId: 9, dates: [1, 2] }),
      { type: 'camp-week', childId: 3, campId: 4, weekId: 9 },
    ],
    [
      'camp days',
      item({ type: 'camp-days', runId: null, campId: 4, weekId: 9, dates: [1, 2] }),
      { type: 'camp-days', childId: 3, campId: 4, weekId: 9, dayStarts: [1, 2] },
    ],
    ['a trial without its session', item({ type: 'trial', dates: [] }), null],
    ['a camp week without its week', item({ type: 'camp-week', runId: null, campId: 4 }), null],
  ])('%s asks for the same places again', (_, given, body) => expect(basketItemBody(given)).toEqual(body));
});

describe('waitingListPathOf', () => {
  it("is the run's join page for a place in a run", () => expect(waitingListPathOf(item({}))).toBe('/7/waiting-list'));
  it("is a camp's page for a place in a camp", () =>
    expect(waitingListPathOf(item({ type: 'camp-week', runId: null, campId: 4, weekId: 9 }))).toBe('/camp/4'));
});
