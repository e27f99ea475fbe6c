import type { BasketResponse, SendOffersResult } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { issuePaths } from '../../test-support/admin-schedule-fixtures.js';
import {
  AUTO_ENROL,
  autoEnrolOf,
  createFamilies,
  termReRun,
  type Family,
} from '../../test-support/auto-enrol-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const DAY = 86_400_000;

describe.each(testDrivers)('auto-enrol and priority offers on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;
  let clubId: number;

  const send = (places: { childId: number; runId: number }[], offerDays = 14, cookie = organiser) =>
    t.request({ method: 'POST', url: `${AUTO_ENROL}/${term.termId}`, cookie, body: { places, offerDays } });
  const basketOf = async (family: number): Promise<BasketResponse> =>
    (await t.request({ url: '/api/v4/parent/basket', cookie: families[family].cookie })).json();
  const child = (family: number) => families[family].children[0];
  const statusOf = async (family: number) =>
    (await autoEnrolOf(t, organiser, term.termId)).carryOvers.find((c) => c.childId === child(family))!.offer?.status;

  beforeAll(async () => {
    t = await createTestApp(driver);
    clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['ae-ada', 'ae-ben', 'ae-cat', 'ae-dev']);
    term = await termReRun(
      t,
      organiser,
      families,
      [
        [0, 'Kickers'],
        [1, 'Kickers'],
        [2, 'Dancers'],
      ],
      { Kickers: 2, Dancers: 1 },
    );
  });
  afterAll(() => t?.close());

  it("matches the term before's children to the same classes, refusing a draft run's places", async () => {
    const page = await autoEnrolOf(t, organiser, term.termId);
    expect(page.previousTerm).toEqual({ termId: term.previousTermId, name: 'Spring 2028' });
    expect(page.carryOvers.map((c) => [c.childId, c.toRun?.runId, c.conflicts, c.offer])).toEqual([
      [child(0), term.after.Kickers, ['draft'], null],
      [child(1), term.after.Kickers, ['draft'], null],
      [child(2), term.after.Dancers, ['draft'], null],
    ]);
    const refused = await send([{ childId: child(0), runId: term.after.Kickers }]);
    expect(refused.statusCode).toBe(400);
    expect(issuePaths(refused)).toEqual(['body.places.0.runId']);
    await term.admin.publishRun(term.after.Kickers);
    await term.admin.publishRun(term.after.Dancers);
    expect((await autoEnrolOf(t, organiser, term.termId)).carryOvers.every((c) => c.conflicts.length === 0)).toBe(true);
  });

  it('refuses a child who was not in the term before (400 naming the field), and another club (404)', async () => {
    const stranger = await send([{ childId: child(3), runId: term.after.Kickers }]);
    expect(stranger.statusCode).toBe(400);
    expect(issuePaths(stranger)).toEqual(['body.places.0.childId']);
    const riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    const elsewhere = await t.request({ club: 'riverside', url: `${AUTO_ENROL}/${term.termId}`, cookie: riverside });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("holds each place in the family's basket until the deadline, emails the link, and never offers it twice", async () => {
    const places = [
      { childId: child(0), runId: term.after.Kickers },
      { childId: child(1), runId: term.after.Kickers },
      { childId: child(2), runId: term.after.Dancers },
    ];
    const res = await send(places);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: SendOffersResult }).data).toEqual({ offered: 3, refused: [] });
    const [item] = (await basketOf(0)).items;
    expect(item).toMatchObject({ runId: term.after.Kickers, offered: true });
    expect(new Date(item.expiresAt).getTime()).toBe(t.clock.now().getTime() + 14 * DAY);
    const mail = await t.latestMail(families[0].email);
    expect(mail?.subject).toBe("Child1's place in Kickers is held for you");
    expect(await inboxSubjects(t, families[0].cookie)).toContain(mail?.subject); // in the family's inbox too
    expect(mail?.text).toContain('/basket');
    // Sent again: already offered, nothing held twice. The held places count: Kickers is full for the public.
    expect((await send(places)).json()).toMatchObject({ data: { offered: 0 } });
    const held = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds where priority_offer_id is not null`,
    );
    expect(held.n).toBe(3);
    const add = await t.request({
      method: 'POST',
      url: '/api/v4/parent/basket/add',
      cookie: families[3].cookie,
      body: { type: 'term', childId: child(3), runId: term.after.Kickers },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ error: { code: 'CAPACITY_EXCEEDED' } });
  });

  it('shows accepted, declined and pending per run; a reminder goes only while pending', async () => {
    const booked = await t.request({
      method: 'POST',
      url: '/rest/v1/payments/book',
      cookie: families[0].cookie,
      body: { idempotencyKey: 'ae-accept' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [item] = (await basketOf(1)).items;
    const removed = await t.request({
      method: 'POST',
      url: `/api/v4/parent/basket/${item.itemId}/remove`,
      cookie: families[1].cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect([await statusOf(0), await statusOf(1), await statusOf(2)]).toEqual(['accepted', 'declined', 'pending']);
    const offerId = (await autoEnrolOf(t, organiser, term.termId)).carryOvers.find((c) => c.childId === child(2))!
      .offer!.offerId;
    await t.runJob('priority-offer-reminder', { offerId, at: t.clock.now().toISOString() });
    expect((await t.latestMail(families[2].email))?.subject).toBe(
      "Reminder: Child1's place in Dancers is still held for you",
    );
  });

  it("lapses at the deadline and the place goes to the waiting list's next family", async () => {
    const joined = await t.request({
      method: 'POST',
      url: '/api/bookings/waiting-list/join',
      cookie: families[3].cookie,
      body: { runId: term.after.Dancers, childId: child(3) },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    t.clock.advance(14 * DAY + 60_000);
    await t.runJob('expire-holds', { clubId });
    organiser = await t.signIn('demo', DEMO.organiser);
    families[3].cookie = await t.signIn('demo', families[3].email);
    expect(await statusOf(2)).toBe('lapsed');
    expect((await basketOf(3)).items).toMatchObject([{ runId: term.after.Dancers, offered: true }]);
    const page = await autoEnrolOf(t, organiser, term.termId);
    expect(page.offersByRun).toEqual([
      { runId: term.after.Dancers, className: 'Dancers', pending: 0, accepted: 0, declined: 0, lapsed: 1 },
      { runId: term.after.Kickers, className: 'Kickers', pending: 0, accepted: 1, declined: 1, lapsed: 0 },
    ]);
  });
});
