import type { AdminVenue, CampBody, VenueBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { adminCalls, issuePaths, runBody, RUNS } from '../../test-support/admin-schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const VENUES = '/api/v4/schedule/venues';
const CAMPS = '/api/v4/camps';

const venueBody = (overrides: Partial<VenueBody> = {}): VenueBody => ({
  name: 'Tooting Leisure Centre',
  address: 'Greaves Place, London',
  postcode: 'sw17 8an',
  notes: 'Free parking behind the hall',
  ...overrides,
});

describe.each(testDrivers)('the club’s venues on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let admin: ReturnType<typeof adminCalls>;
  const countOf = async (table: 'venues' | 'runs' | 'camps') =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
  const venues = async () =>
    ((await t.request({ url: VENUES, cookie: organiser })).json() as { venues: AdminVenue[] }).venues;
  const addVenue = async (body: VenueBody = venueBody()) => {
    const res = await admin.post(VENUES, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { venue: AdminVenue }).venue;
  };
  const riversideVenueId = async () =>
    (
      await queryOne<{ id: number }>(
        t,
        sql`select v.id from venues v join clubs c on c.id = v.club_id where c.subdomain = 'riverside' limit 1`,
      )
    ).id;

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    admin = adminCalls(t, () => organiser);
  });
  afterAll(() => t.close());

  it('adds a venue, its postcode normalised and located as the distance filter locates it, and lists it', async () => {
    const venue = await addVenue();
    expect(venue).toMatchObject({
      name: 'Tooting Leisure Centre',
      address: 'Greaves Place, London',
      postcode: 'SW17 8AN',
      notes: 'Free parking behind the hall',
      located: true,
      runs: [],
      camps: [],
    });
    const row = await queryOne<{ latitude: number | null }>(
      t,
      sql`select latitude from venues where id = ${venue.venueId}`,
    );
    expect(row.latitude).not.toBeNull();
    expect((await venues()).map((v) => v.venueId)).toContain(venue.venueId);
  });

  it('keeps a venue whose postcode nobody knows, unlocated', async () => {
    const venue = await addVenue(venueBody({ name: 'Far Away Hall', postcode: 'ZE2 9QJ', notes: undefined }));
    expect(venue).toMatchObject({ postcode: 'ZE2 9QJ', located: false, notes: '' });
  });

  it('changes a venue; its runs show the new name', async () => {
    const venue = await addVenue(venueBody({ name: 'Old Name Hall' }));
    const term = await admin.createTerm();
    const run = await admin.createRun(runBody(term.termId, venue.venueId, { className: 'Renamed Juniors' }));
    const res = await admin.post(
      `${VENUES}/${venue.venueId}`,
      venueBody({ name: 'New Name Hall', notes: 'Side door' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().venue).toMatchObject({
      name: 'New Name Hall',
      notes: 'Side door',
      located: true,
      runs: [{ runId: run.runId, className: 'Renamed Juniors', termName: term.name }],
    });
    const terms = await admin.terms();
    const shown = terms.flatMap((x) => x.runs).find((r) => r.runId === run.runId);
    expect(shown?.venueName).toBe('New Name Hall');
  });

  it('deletes a venue nothing is held at', async () => {
    const venue = await addVenue(venueBody({ name: 'Short Lived Hall' }));
    const res = await admin.post(`${VENUES}/${venue.venueId}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await venues()).map((v) => v.venueId)).not.toContain(venue.venueId);
  });

  it('refuses (409) to delete a venue a run or camp is held at, naming them, and keeps it', async () => {
    const venue = await addVenue(venueBody({ name: 'Busy Hall' }));
    const term = await admin.createTerm({
      name: 'Busy Term',
      startDate: '2026-11-02',
      endDate: '2026-12-18',
      breaks: [],
    });
    await admin.createRun(runBody(term.termId, venue.venueId, { className: 'Busy Bees' }));
    const camp: CampBody = {
      className: 'Busy Camp',
      venue: { venueId: venue.venueId },
      description: '',
      ageFrom: 0,
      ageTo: 0,
      capacity: 10,
      weekPrice: 10000,
      dayPrice: 2500,
      startTime: '09:00',
      endTime: '15:00',
      weeks: [{ name: 'Week 1', startDate: '2026-08-03', skippedDates: [] }],
    };
    expect((await admin.post(CAMPS, camp)).statusCode).toBe(200);
    const res = await admin.post(`${VENUES}/${venue.venueId}/delete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      messages.venues.errors.inUse('Busy Hall', 'Busy Bees (Busy Term) and the camp Busy Camp'),
    );
    const listed = (await venues()).find((v) => v.venueId === venue.venueId);
    expect(listed).toMatchObject({ runs: [{ className: 'Busy Bees' }], camps: [{ className: 'Busy Camp' }] });
  });

  it.each([
    ['no name', { name: '  ' }, 'body.name'],
    ['a postcode that is not one', { postcode: 'nope' }, 'body.postcode'],
    ['no postcode', { postcode: '' }, 'body.postcode'],
    ['an overlong address', { address: 'x'.repeat(301) }, 'body.address'],
    ['overlong notes', { notes: 'x'.repeat(1001) }, 'body.notes'],
    ['a name that is not text', { name: 42 }, 'body.name'],
  ])('refuses a venue with %s (400 naming the field), writing nothing', async (_, overrides, field) => {
    const before = await countOf('venues');
    const res = await admin.post(VENUES, { ...venueBody(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(issuePaths(res)).toContain(field);
    const venue = (await venues())[0];
    const edit = await admin.post(`${VENUES}/${venue.venueId}`, { ...venueBody(), ...overrides });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(issuePaths(edit)).toContain(field);
    expect(await countOf('venues')).toBe(before);
    expect((await venues())[0]).toEqual(venue);
  });

  it('says in plain words why a postcode cannot be one (too long too), and that a text field must be text', async () => {
    const long = await admin.post(VENUES, { ...venueBody(), postcode: 'SW17 8AN 1234' });
    expect(long.json().error.issues).toEqual([{ path: 'body.postcode', message: messages.venues.errors.notPostcode }]);
    const notText = await admin.post(VENUES, { ...venueBody(), address: 42 });
    expect(notText.json().error.issues).toEqual([{ path: 'body.address', message: 'must be text' }]);
  });

  it('a run or camp at a new venue adds it with them; a refused one adds none', async () => {
    const term = await admin.createTerm({
      name: 'New Venue Term',
      startDate: '2026-11-02',
      endDate: '2026-12-18',
      breaks: [],
    });
    const body = {
      ...runBody(term.termId, 0),
      venue: { newVenue: { name: 'Balham Bowls Club', address: '', postcode: 'sw12 9aa' } },
    };
    const run = await admin.createRun(body);
    const added = (await venues()).find((v) => v.venueId === run.venueId);
    expect(added).toMatchObject({ name: 'Balham Bowls Club', postcode: 'SW12 9AA', runs: [{ runId: run.runId }] });

    const before = [await countOf('venues'), await countOf('runs')];
    const badPostcode = await admin.post(RUNS, {
      ...body,
      venue: { newVenue: { name: 'Nowhere', address: '', postcode: 'nope' } },
    });
    expect(issuePaths(badPostcode)).toEqual(['body.venue.newVenue.postcode']);
    const badTerm = await admin.post(RUNS, { ...body, termId: 999999 });
    expect(badTerm.statusCode).toBe(404);
    const badRun = await admin.post(RUNS, { ...body, capacity: 0 });
    expect(issuePaths(badRun)).toEqual(['body.capacity']);
    expect([await countOf('venues'), await countOf('runs')]).toEqual(before);
  });

  it('says in plain words that a run needs a venue, naming the field', async () => {
    const term = await admin.createTerm({
      name: 'No Venue Term',
      startDate: '2026-11-02',
      endDate: '2026-12-18',
      breaks: [],
    });
    for (const venue of [undefined, {}, { venueId: 0 }]) {
      const res = await admin.post(RUNS, { ...runBody(term.termId, 0), venue });
      expect(res.statusCode, res.body).toBe(400);
      const [issue] = res.json().error.issues as { path: string; message: string }[];
      expect(issue.path).toMatch(/^body\.venue/);
      expect(issue.message).toBe(messages.venues.errors.venueNeeded);
      expect(res.json().error.message).not.toMatch(/Too small/);
    }
  });

  it("never reads, uses or changes another club's venue (404, or 400 naming the field)", async () => {
    const theirs = await riversideVenueId();
    const before = await queryOne(t, sql`select * from venues where id = ${theirs}`);
    expect((await venues()).map((v) => v.venueId)).not.toContain(theirs);
    expect((await admin.post(`${VENUES}/${theirs}`, venueBody())).statusCode).toBe(404);
    expect((await admin.post(`${VENUES}/${theirs}/delete`)).statusCode).toBe(404);
    const term = await admin.createTerm({
      name: 'Isolation Term',
      startDate: '2026-11-02',
      endDate: '2026-12-18',
      breaks: [],
    });
    const run = await admin.post(RUNS, runBody(term.termId, theirs));
    expect(run.statusCode).toBe(400);
    expect(issuePaths(run)).toEqual(['body.venue.venueId']);
    expect(await queryOne(t, sql`select * from venues where id = ${theirs}`)).toEqual(before);
  });

  it('refuses coaches and parents (403), changing nothing', async () => {
    const venue = (await venues())[0];
    for (const email of [DEMO.coach, DEMO.parent]) {
      const cookie = await t.signIn('demo', email);
      expect((await t.request({ url: VENUES, cookie })).statusCode, email).toBe(403);
      const calls = [
        [VENUES, venueBody()],
        [`${VENUES}/${venue.venueId}`, venueBody({ name: 'Coach Was Here' })],
        [`${VENUES}/${venue.venueId}/delete`, undefined],
      ] as const;
      for (const [url, body] of calls) {
        expect((await t.request({ method: 'POST', url, body, cookie })).statusCode, `${email} ${url}`).toBe(403);
      }
    }
    expect((await venues())[0]).toEqual(venue);
  });
});
