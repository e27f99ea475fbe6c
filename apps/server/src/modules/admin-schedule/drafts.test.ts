import type { AdminCamp, AdminRun, AdminTerm, BasketResponse, CampBody, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { addDays } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { adminCalls, runBody, RUNS, TERM_START, termBody, TERMS } from '../../test-support/admin-schedule-fixtures.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { childIdNamed, signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SCHEDULE = '/api/v4/public/schedule/current';
const BASKET = '/api/v4/parent/basket';
const CAMPS = '/api/v4/camps';

/** A camp of two weeks from TERM_START (Monday 2 November 2026 by default), for all ages. */
const campBody = (venueId: number): CampBody => ({
  className: 'Private Draft Camp',
  venue: { venueId },
  description: '',
  ageFrom: 0,
  ageTo: 0,
  capacity: 5,
  weekPrice: 10000,
  dayPrice: 2500,
  startTime: '09:00',
  endTime: '15:00',
  weeks: [
    { name: 'Week 1', startDate: TERM_START, skippedDates: [] },
    { name: 'Week 2', startDate: addDays(TERM_START, 7), skippedDates: [] },
  ],
});

describe.each(testDrivers)('draft runs, camps and terms on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let admin: ReturnType<typeof adminCalls>;
  let venueId: number;
  let childId: number;
  /** Drafts among the seeded runs and camps, before any test adds one. */
  let seededDrafts: number;

  const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });
  const publicSchedule = async () => (await t.get('demo', SCHEDULE)).json() as ScheduleResponse;
  const publicRunIds = async () => (await publicSchedule()).terms.flatMap((term) => term.runs.map((r) => r.runId));
  const publicTermIds = async () => (await publicSchedule()).terms.map((term) => term.termId);
  const publicCampIds = async () => (await publicSchedule()).camps.map((c) => c.campId);
  const addTerm = (runId: number) => post(`${BASKET}/add`, cookies.parent, { type: 'term', runId, childId });
  const basketItems = async () =>
    ((await t.request({ url: BASKET, cookie: cookies.parent })).json() as BasketResponse).items;
  const expectConflict = (res: { statusCode: number; body: string; json(): unknown }, message: string) => {
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as { error: { message: string } }).error.message).toBe(message);
  };
  const newTerm = async (name: string) => (await admin.createTerm(termBody({ name }))).termId;
  const newRun = (termId: number, className: string) =>
    admin.createRun(runBody(termId, venueId, { className, ageFrom: 0, ageTo: 0 }));

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    admin = adminCalls(t, () => cookies.organiser);
    [venueId] = await admin.venueIds();
    [childId] = await createChildren(t, DEMO.parent, 1);
    seededDrafts = (
      await queryOne<{ n: number }>(
        t,
        sql`select ((select count(*) from runs where draft) + (select count(*) from camps where draft))::int as n`,
      )
    ).n;
  });
  afterAll(() => t.close());

  it('a run added from the admin is a draft: staff see it, the public reads and every booking path do not', async () => {
    const termId = await newTerm('Private Term');
    const run = await newRun(termId, 'Half-made Class');
    expect(run.draft).toBe(true);
    const listed = (await admin.terms()).find((term) => term.termId === termId)!;
    expect(listed.runs.map((r) => [r.runId, r.draft])).toEqual([[run.runId, true]]);

    // Not on the public schedule; its term (drafts only) is not either, nor the term's page.
    expect(await publicRunIds()).not.toContain(run.runId);
    expect(await publicTermIds()).not.toContain(termId);
    expect((await t.get('demo', `/api/v4/public/term/${termId}`)).statusCode).toBe(404);
    // Its page and API: 404 for visitors and parents, as an unknown run; the organiser sees it.
    expect((await t.get('demo', `/api/v4/public/run/${run.runId}`)).statusCode).toBe(404);
    expect((await t.request({ url: `/api/v4/public/run/${run.runId}`, cookie: cookies.parent })).statusCode).toBe(404);
    expect((await t.get('demo', `/${run.runId}/info`)).statusCode).toBe(404);
    const staffView = await t.request({ url: `/api/v4/public/run/${run.runId}`, cookie: cookies.organiser });
    expect(staffView.statusCode, staffView.body).toBe(200);

    // Booking it by id is refused, plainly, on every path that puts a place in a basket.
    expectConflict(await addTerm(run.runId), messages.booking.notPublished);
    expectConflict(
      await post('/api/bookings/waiting-list/join', cookies.parent, { runId: run.runId, childId }),
      messages.booking.notPublished,
    );
    expectConflict(
      await post(`/api/v4/admin-bookings/run/${run.runId}`, cookies.organiser, {
        childIds: [await childIdNamed(t, 'Arjun')],
      }),
      messages.booking.draftForStaff('Half-made Class'),
    );
    expect(await basketItems()).toEqual([]);
  });

  it('publishing puts a run on the public schedule and makes it bookable; unpublishing takes it back', async () => {
    const termId = await newTerm('Publish Term');
    const run = await newRun(termId, 'Ready Class');
    const published = await post(`${RUNS}/${run.runId}/publish`, cookies.organiser);
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as { run: AdminRun }).run.draft).toBe(false);
    expect(await publicRunIds()).toContain(run.runId);
    expect(await publicTermIds()).toContain(termId);
    expect((await t.get('demo', `/api/v4/public/run/${run.runId}`)).statusCode).toBe(200);
    expect((await addTerm(run.runId)).statusCode).toBe(200);
    expect((await basketItems()).length).toBe(1);

    // Unpublished again: off the public schedule, and the place held in the basket is released.
    const unpublished = await post(`${RUNS}/${run.runId}/unpublish`, cookies.organiser);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((unpublished.json() as { run: AdminRun }).run.draft).toBe(true);
    expect(await publicRunIds()).not.toContain(run.runId);
    expect(await basketItems()).toEqual([]);
    expectConflict(await addTerm(run.runId), messages.booking.notPublished);
  });

  it('unpublishing keeps the confirmed bookings', async () => {
    const termId = await newTerm('Booked Term');
    const run = await admin.publishRun((await newRun(termId, 'Booked Class')).runId);
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, kind)
      select club_id, ${run.runId}, ${childId}, 'term' from runs where id = ${run.runId}`);
    const res = await post(`${RUNS}/${run.runId}/unpublish`, cookies.organiser);
    expect((res.json() as { run: AdminRun }).run).toMatchObject({ draft: true, bookingsCount: 1 });
    const kept = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings where run_id = ${run.runId} and status = 'confirmed'`,
    );
    expect(kept.n).toBe(1);
  });

  it("'Publish term' publishes every draft run of the term at once", async () => {
    const termId = await newTerm('Whole Term');
    const runs = [await newRun(termId, 'First Draft'), await newRun(termId, 'Second Draft')];
    const res = await post(`${TERMS}/${termId}/publish`, cookies.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const term = (res.json() as { term: AdminTerm }).term;
    expect(term.runs.map((r) => r.draft)).toEqual([false, false]);
    const ids = await publicRunIds();
    for (const run of runs) expect(ids).toContain(run.runId);
  });

  it("a re-run term's classes are drafts: the new term is public once published", async () => {
    const termId = await newTerm('Rerun Source');
    await admin.publishRun((await newRun(termId, 'Copied Class')).runId);
    const next = termBody({
      name: 'Rerun Copy',
      startDate: addDays(TERM_START, 9 * 7),
      endDate: addDays(TERM_START, 9 * 7 + 39),
    });
    const res = await post(`${TERMS}/${termId}/rerun`, cookies.organiser, next);
    expect(res.statusCode, res.body).toBe(200);
    const copy = (res.json() as { term: AdminTerm }).term;
    expect(copy.runs.map((r) => r.draft)).toEqual([true]);
    expect(await publicTermIds()).not.toContain(copy.termId);
    expect((await post(`${TERMS}/${copy.termId}/publish`, cookies.organiser)).statusCode).toBe(200);
    expect(await publicTermIds()).toContain(copy.termId);
  });

  it('a camp added from the admin is a draft until published, then public and bookable', async () => {
    const created = await post(CAMPS, cookies.organiser, campBody(venueId));
    expect(created.statusCode, created.body).toBe(200);
    const camp = (created.json() as { camp: AdminCamp }).camp;
    expect(camp.draft).toBe(true);
    const week = { type: 'camp-week', childId, campId: camp.campId, weekId: camp.weeks[0].weekId };
    expect(await publicCampIds()).not.toContain(camp.campId);
    expect((await t.get('demo', `/api/v4/public/camp/${camp.campId}`)).statusCode).toBe(404);
    expect((await t.get('demo', `/camp/${camp.campId}`)).statusCode).toBe(404);
    expectConflict(await post(`${BASKET}/add`, cookies.parent, week), messages.booking.notPublished);

    const published = await post(`${CAMPS}/${camp.campId}/publish`, cookies.organiser);
    expect((published.json() as { camp: AdminCamp }).camp.draft).toBe(false);
    expect(await publicCampIds()).toContain(camp.campId);
    expect((await t.get('demo', `/api/v4/public/camp/${camp.campId}`)).statusCode).toBe(200);
    expect((await post(`${BASKET}/add`, cookies.parent, week)).statusCode).toBe(200);

    const unpublished = await post(`${CAMPS}/${camp.campId}/unpublish`, cookies.organiser);
    expect((unpublished.json() as { camp: AdminCamp }).camp.draft).toBe(true);
    expect(await publicCampIds()).not.toContain(camp.campId);
    expect(await basketItems()).toEqual([]);
  });

  it('the demo data stays published', () => {
    expect(seededDrafts).toBe(0);
  });

  it('only the club’s organisers publish: a coach is refused, another club’s organiser finds nothing', async () => {
    const termId = await newTerm('Guarded Term');
    const run = await newRun(termId, 'Guarded Class');
    expect((await post(`${RUNS}/${run.runId}/publish`, cookies.coach)).statusCode).toBe(403);
    expect((await post(`${RUNS}/${run.runId}/publish`, cookies.parent)).statusCode).toBe(403);
    expect(
      (
        await t.request({
          club: 'riverside',
          method: 'POST',
          url: `${RUNS}/${run.runId}/publish`,
          cookie: cookies.riverside,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          club: 'riverside',
          method: 'POST',
          url: `${TERMS}/${termId}/publish`,
          cookie: cookies.riverside,
        })
      ).statusCode,
    ).toBe(404);
    expect((await admin.terms()).find((term) => term.termId === termId)!.runs[0].draft).toBe(true);
  });
});
