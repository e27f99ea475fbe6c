import type { ListingSearchResponse } from '@clubroom/domain/api';
import { haversineMiles, localWeekday, timeBandOf } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SEARCH = '/api/v4/public/search/cached/listings';
/** Battersea Park Sports Centre, Little Legends' venue: Riverside's Richmond venues are about six miles west. */
const BATTERSEA = { latitude: 51.4791, longitude: -0.1566 };

describe.each(testDrivers)("the listing site's search, on %s", (driver) => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await t.get(null, `${SEARCH}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListingSearchResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('finds the classes and camps for a 6-year-old within 5 miles of a postcode, each linking to its club page', async () => {
    const found = await search('postcode=sw11+4nj&age=6');
    expect(found.location).toEqual({ postcode: 'SW11 4NJ', ...BATTERSEA });
    expect(found.radius).toBe(5);
    expect(found.notice).toBeNull();
    expect(found.results.length).toBeGreaterThan(3);
    const now = t.clock.now().getTime() / 1000;
    for (const result of found.results) {
      expect(result.club).toEqual({ subdomain: 'demo', name: 'Little Legends Sports Club', premium: false });
      expect(result.distanceMiles).toBeLessThanOrEqual(5);
      expect(result.nextSession).toBeGreaterThan(now);
      // A class for all ages (0 and 0) is found for any age, as the schedule's age filter finds it.
      if (result.ageFrom !== 0 || result.ageTo !== 0) {
        expect(Math.floor(result.ageFrom / 12)).toBeLessThanOrEqual(6);
        expect(Math.floor(result.ageTo / 12)).toBeGreaterThanOrEqual(6);
      }
      const page = result.kind === 'class' ? `/${result.id}/info` : `/camp/${result.id}`;
      expect(result.url).toBe(`http://demo.localhost:3000${page}`);
    }
    // A class's price is what joining costs now, as its own page says.
    const aClass = found.results.find((r) => r.kind === 'class')!;
    const info = (await t.get('demo', `/api/v4/public/run/${aClass.id}`)).json();
    expect(aClass.price).toBe(info.priceForRemaining);
    const distances = found.results.map((r) => r.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.results.some((r) => r.kind === 'camp' && r.placesLeft === null)).toBe(true);
    expect(found.results.filter((r) => r.kind === 'class').every((r) => r.placesLeft! >= 0)).toBe(true);
  });

  it("puts the premium club's results first within a wider radius, then the nearest", async () => {
    const found = await search(`latitude=${BATTERSEA.latitude}&longitude=${BATTERSEA.longitude}&radius=10&age=6`);
    expect(found.location?.postcode).toBeNull();
    const clubs = found.results.map((r) => r.club.subdomain);
    const firstDemo = clubs.indexOf('demo');
    expect(clubs[0]).toBe('riverside');
    expect(clubs.slice(0, firstDemo).every((c) => c === 'riverside')).toBe(true);
    expect(clubs.slice(firstDemo).every((c) => c === 'demo')).toBe(true);
    expect(found.results[0].club.premium).toBe(true);
    expect(found.results[0].distanceMiles).toBeCloseTo(
      haversineMiles(BATTERSEA, { latitude: 51.4682, longitude: -0.3009 }),
      0,
    );
  });

  it('filters by day, time and activity; day and time find weekly classes only', async () => {
    const saturday = await search('day=sat');
    expect(saturday.results.length).toBeGreaterThan(0);
    expect(saturday.results.every((r) => r.kind === 'class' && localWeekday(r.nextSession!, r.timeZone) === 6)).toBe(
      true,
    );
    const evening = await search('time=evening');
    expect(evening.results.length).toBeGreaterThan(0);
    expect(
      evening.results.every((r) => r.kind === 'class' && timeBandOf(r.nextSession!, r.timeZone) === 'evening'),
    ).toBe(true);
    const tennis = await search('activity=TENNIS');
    expect(new Set(tennis.results.map((r) => r.name))).toEqual(
      new Set(['Tennis Tots', 'Junior Tennis', 'Tennis Holiday Camp']),
    );
    const babies = await search('age=0.5&postcode=SW4');
    expect(babies.results.every((r) => r.ageFrom < 12)).toBe(true);
  });

  it("lists only clubs with 'List my classes' on, in a region that has the listing site", async () => {
    const everyClub = async () => new Set((await search('')).results.map((r) => r.club.subdomain));
    expect(await everyClub()).toEqual(new Set(['demo', 'riverside']));
    await t.db.execute(sql`update clubs set listed = false where subdomain = 'riverside'`);
    expect(await everyClub()).toEqual(new Set(['demo']));
    await t.db.execute(sql`update clubs set listed = true, country = 'IE' where subdomain = 'riverside'`);
    expect(await everyClub()).toEqual(new Set(['demo']));
    await t.db.execute(sql`update clubs set country = 'GB' where subdomain = 'riverside'`);
    expect(await everyClub()).toEqual(new Set(['demo', 'riverside']));
  });

  it('searches at any distance, and says so, when the postcode cannot be found', async () => {
    const unknown = await search('postcode=ZZ99+9ZZ&age=6');
    expect(unknown.location).toBeNull();
    expect(unknown.notice).toBe(
      "We couldn't find the postcode ZZ99 9ZZ. Please check it and try again. Showing classes at any distance.",
    );
    expect(unknown.results.every((r) => r.distanceMiles === null)).toBe(true);
    const malformed = await search('postcode=hello');
    expect(malformed.notice).toMatch(/^Please enter a UK postcode, such as .+\. Showing classes at any distance\.$/);
  });

  it('refuses input it cannot read with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['age=7.5', 'querystring.age'],
      ['age=12', 'querystring.age'],
      ['radius=500', 'querystring.radius'],
      ['latitude=51.5', 'querystring.latitude'],
      ['day=someday', 'querystring.day'],
      ['time=night', 'querystring.time'],
      [`activity=${'a'.repeat(61)}`, 'querystring.activity'],
    ]) {
      await expectInputRefused(t, { name: query, request: { url: `${SEARCH}?${query}`, club: null }, field });
    }
  });
});
