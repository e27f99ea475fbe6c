import { describe, expect, it } from 'vitest';
import type { ListingResult, Run, ScheduleResponse } from '../api/index.js';
import { compareListingResults, listingResultsOf, type ListedClub, type ListingPrices } from './listing-search.js';

const NOW = 1_800_000_000;
const HOUR = 3600;
const club: ListedClub = {
  subdomain: 'demo',
  name: 'Demo',
  timeZone: 'Europe/London',
  currency: 'GBP',
  premium: false,
  origin: 'https://demo.example',
};

const run = (over: Partial<Run>): Run => ({
  runId: 1,
  className: 'Mini Kickers',
  venueName: 'Park',
  bookingsCount: 3,
  waitingCount: 0,
  capacity: 10,
  ageFrom: 48,
  ageTo: 96,
  runStartTime: NOW - 24 * HOUR,
  runEndTime: NOW - 23 * HOUR,
  hasTrialOptions: 0,
  classTimes: [],
  sessions: [
    { day: 'Monday', startTime: NOW - 24 * HOUR, endTime: NOW - 23 * HOUR },
    { day: 'Monday', startTime: NOW + 6 * 24 * HOUR, endTime: NOW + 6 * 24 * HOUR + HOUR, cancelled: true },
    { day: 'Monday', startTime: NOW + 13 * 24 * HOUR, endTime: NOW + 13 * 24 * HOUR + HOUR },
  ],
  latitude: 51.5,
  longitude: -0.1,
  spacesAvailable: true,
  ...over,
});

const schedule = (runs: Run[]): ScheduleResponse => ({
  terms: [{ termId: 1, termName: 'Autumn', termStartDateTime: 0, termEndDateTime: NOW * 2, days: ['Monday'], runs }],
  camps: [],
});
const prices: ListingPrices = {
  runs: new Map([[1, { pricePerSession: 1000, pricePerTerm: 0 }]]),
  campWeek: new Map(),
};

describe('listingResultsOf', () => {
  it("shows a class's next session that happens, its price for the sessions left, places left and page", () => {
    const [result] = listingResultsOf(club, schedule([run({})]), prices, { origin: null, radius: 5 }, NOW);
    expect(result).toMatchObject({
      kind: 'class',
      nextSession: NOW + 13 * 24 * HOUR,
      price: 1000,
      placesLeft: 7,
      distanceMiles: null,
      url: 'https://demo.example/1/info',
    });
  });

  it('leaves out a class with nothing left to book, and one outside the age, radius or activity', () => {
    const over = run({ sessions: [{ day: 'Monday', startTime: NOW - HOUR, endTime: NOW }] });
    const find = (r: Run, criteria: Parameters<typeof listingResultsOf>[3]) =>
      listingResultsOf(club, schedule([r]), prices, criteria, NOW);
    expect(find(over, { origin: null, radius: 5 })).toEqual([]);
    expect(find(run({}), { origin: null, radius: 5, age: 9 })).toEqual([]);
    expect(find(run({}), { origin: { latitude: 51.6, longitude: -0.1 }, radius: 5 })).toEqual([]);
    expect(find(run({}), { origin: { latitude: 51.55, longitude: -0.1 }, radius: 5 })[0].distanceMiles).toBe(3.5);
    expect(find(run({}), { origin: null, radius: 5, activity: 'kickers MINI' })).toHaveLength(1);
    expect(find(run({}), { origin: null, radius: 5, activity: 'ballet' })).toEqual([]);
  });

  it('counts a class with families waiting as full', () => {
    const [result] = listingResultsOf(
      club,
      schedule([run({ waitingCount: 2 })]),
      prices,
      { origin: null, radius: 5 },
      NOW,
    );
    expect(result.placesLeft).toBe(0);
  });
});

describe('compareListingResults', () => {
  const result = (over: Partial<ListingResult>): ListingResult =>
    ({ name: 'A', id: 1, distanceMiles: null, nextSession: null, club: { premium: false }, ...over }) as ListingResult;

  it('orders premium clubs first, then the nearest, then the soonest, then by name', () => {
    const list = [
      result({ name: 'far', distanceMiles: 4 }),
      result({ name: 'near', distanceMiles: 1 }),
      result({ name: 'premium far', distanceMiles: 9, club: { premium: true } as ListingResult['club'] }),
      result({ name: 'near later', distanceMiles: 1, nextSession: 20 }),
      result({ name: 'near sooner', distanceMiles: 1, nextSession: 10 }),
    ];
    expect(list.sort(compareListingResults).map((r) => r.name)).toEqual([
      'premium far',
      'near sooner',
      'near later',
      'near',
      'far',
    ]);
  });
});
