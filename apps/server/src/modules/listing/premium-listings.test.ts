import type { ListingSearchResponse, PremiumListingsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PREMIUM = '/api/v4/public/search/cached/premium-listings';
const riverside = {
  subdomain: 'riverside',
  name: 'Riverside Swim & Tennis',
  description: 'Swimming lessons and tennis coaching by the Thames in Richmond.',
  url: 'http://riverside.localhost:3000/',
};

describe.each(testDrivers)('premium listings, on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let demoId: number;
  const markUrl = (clubId: number) => `/api/v4/manage/clubs/${clubId}/premium-listing`;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: 'listing-manager@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'listing-manager@example.com');
    ({ id: demoId } = await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`));
  });
  afterAll(() => t.close());

  it('GET answers every premium club on the listing site; POST those with a venue in the area, nearest first', async () => {
    const all = await t.get(null, PREMIUM);
    expect(all.statusCode).toBe(200);
    expect(all.json<PremiumListingsResponse>()).toEqual({ premiumListings: [{ ...riverside, distanceMiles: null }] });

    const near = await t.post(null, PREMIUM, { postcode: 'SW11 4NJ', radius: 10 });
    expect(near.statusCode).toBe(200);
    const [listing] = near.json<PremiumListingsResponse>().premiumListings;
    expect(listing).toMatchObject(riverside);
    expect(listing.distanceMiles).toBeGreaterThan(5);
    expect(listing.distanceMiles).toBeLessThan(10);
    const within5 = await t.post(null, PREMIUM, { postcode: 'SW11 4NJ' });
    expect(within5.json<PremiumListingsResponse>()).toEqual({ premiumListings: [] });
  });

  it('refuses a bad area with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ latitude: 51.5 }, 'body.latitude'],
      [{ postcode: 'SW11 4NJ', radius: 0 }, 'body.radius'],
      [{ latitude: 'north', longitude: 0 }, 'body.latitude'],
    ] as const) {
      await expectInputRefused(t, {
        name: JSON.stringify(body),
        request: { method: 'POST', url: PREMIUM, club: null, body },
        field,
      });
    }
  });

  it('only a platform manager marks a club premium; the search then shows it first', async () => {
    expect((await t.post(null, markUrl(demoId), { premium: true })).statusCode).toBe(401);
    const organiser = await t.signIn('demo', DEMO.organiser);
    const refused = await t.request({
      method: 'POST',
      club: 'demo',
      url: markUrl(demoId),
      body: { premium: true },
      cookie: organiser,
    });
    expect(refused.statusCode).toBe(403);

    const marked = await t.request({
      method: 'POST',
      club: null,
      url: markUrl(demoId),
      body: { premium: true },
      cookie: manager,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ clubId: demoId, subdomain: 'demo', premium: true, onListingSite: true });
    const all = (await t.get(null, PREMIUM)).json<PremiumListingsResponse>().premiumListings;
    expect(all.map((l) => l.subdomain)).toEqual(['demo', 'riverside']);
    const searched = (await t.get(null, '/api/v4/public/search/cached/listings?age=6')).json<ListingSearchResponse>();
    expect(searched.results.every((r) => r.club.premium)).toBe(true);

    const again = await t.request({
      method: 'POST',
      club: null,
      url: markUrl(demoId),
      body: { premium: false },
      cookie: manager,
    });
    expect(again.json().premium).toBe(false);
    expect(
      (await t.get(null, PREMIUM)).json<PremiumListingsResponse>().premiumListings.map((l) => l.subdomain),
    ).toEqual(['riverside']);
  });

  it("lists a premium club only while it is on the listing site ('List my classes' on, in a region that has it)", async () => {
    const premiumNow = async () => {
      t.clock.advance(61_000); // past the minute each process keeps the list
      const all = (await t.get(null, PREMIUM)).json<PremiumListingsResponse>().premiumListings;
      const near = (await t.post(null, PREMIUM, { postcode: 'SW11 4NJ', radius: 10 })).json<PremiumListingsResponse>();
      return [all.map((l) => l.subdomain), near.premiumListings.map((l) => l.subdomain)];
    };
    expect(await premiumNow()).toEqual([['riverside'], ['riverside']]);
    await t.db.execute(sql`update clubs set listed = false where subdomain = 'riverside'`);
    expect(await premiumNow()).toEqual([[], []]);
    await t.db.execute(sql`update clubs set listed = true, country = 'IE' where subdomain = 'riverside'`);
    expect(await premiumNow()).toEqual([[], []]);
    await t.db.execute(sql`update clubs set country = 'GB' where subdomain = 'riverside'`);
    expect(await premiumNow()).toEqual([['riverside'], ['riverside']]);
  });

  it('answers 404 for a club that does not exist and 400 for a mark that is not true or false', async () => {
    const missing = await t.request({
      method: 'POST',
      club: null,
      url: markUrl(999_999),
      body: { premium: true },
      cookie: manager,
    });
    expect(missing.statusCode).toBe(404);
    await expectInputRefused(t, {
      name: 'premium: yes',
      request: { method: 'POST', club: null, url: markUrl(demoId), body: { premium: 'yes' }, cookie: manager },
      field: 'body.premium',
    });
  });
});
