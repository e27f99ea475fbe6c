import type { WaitingListEntry } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/**
 * Waiting lists while a club is suspended (docs/platform-console.md): no offer is made, by the queue or by staff, as
 * the family could not book the place; restoring the club offers the places freed meanwhile.
 */
describe.each(testDrivers)('waiting-list offers while a club is suspended on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let organiser: string;
  let clubId: number;
  const families: { email: string; cookie: string; children: number[] }[] = [];

  const post = (url: string, body: unknown, cookie: string, club: string | null = 'demo') =>
    t.request({ method: 'POST', club, url, cookie, body });
  const entryStatus = async (entryId: number) =>
    (await queryOne<{ status: string }>(t, sql`select status from waiting_list_entries where id = ${entryId}`)).status;
  const offeredHolds = async (entryId: number) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from holds where waiting_list_entry_id = ${entryId}`,
      )
    ).n;

  beforeAll(async () => {
    t = await createTestApp(driver);
    clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    await createPerson(t, { email: 'suspend-offers-pm@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'suspend-offers-pm@example.com');
    organiser = await t.signIn('demo', DEMO.organiser);
    for (const name of ['so-first', 'so-second']) {
      const email = `${name}@example.com`;
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      families.push({ email, cookie: await t.signIn('demo', email), children: await createChildren(t, email, 1) });
    }
    await t.db.execute(sql`insert into club_booking_settings (club_id, cancel_days_before) values (${clubId}, 0)
      on conflict (club_id) do update set cancel_days_before = excluded.cancel_days_before`);
  });
  afterAll(() => t?.close());

  it('offers nothing while suspended, refuses staff offers with a clear message, and offers once restored', async () => {
    const { runId } = await createRun(t, { capacity: 1, pricePerTerm: 0, pricePerSession: 0 });
    const [first, second] = families;
    const added = await post(
      '/api/v4/parent/basket/add',
      { type: 'term', childId: first!.children[0], runId },
      first!.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: `suspended-offers-${runId}` }, first!.cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    const joined = await post(
      '/api/bookings/waiting-list/join',
      { runId, childId: second!.children[0] },
      second!.cookie,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const entry = (joined.json() as { data: WaitingListEntry }).data;

    expect((await post(`/api/manage/clients/${clubId}/suspend`, {}, manager, null)).statusCode).toBe(200);
    const ref = (
      await queryOne<{ ref: string }>(
        t,
        sql`select booking_ref as ref from bookings where run_id = ${runId} and status = 'confirmed'`,
      )
    ).ref;
    // The place is freed (a cancellation is no booking: it is allowed while suspended), but nobody is offered it.
    const cancelled = await post('/api/bookings/cancel', { bookingRef: ref }, first!.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await entryStatus(entry.entryId)).toBe('waiting');
    expect(await offeredHolds(entry.entryId)).toBe(0);
    expect((await t.latestMail(second!.email))?.subject).not.toMatch(/^A place for /);

    // Staff cannot offer it either: the club is not taking bookings.
    const byStaff = await post('/api/registers/waiting-list/offer', { entryId: entry.entryId }, organiser);
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json()).toMatchObject({
      error: { code: 'CLUB_SUSPENDED', message: 'This club is not taking bookings at the moment.' },
    });
    // Nor does the queue's own run while suspended.
    await t.runJob('expire-holds', { clubId });
    expect(await entryStatus(entry.entryId)).toBe('waiting');

    // Restored: the restoring transaction queued the queue's run, which offers the freed place.
    const jobsBefore = (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from pgboss.job where name = 'expire-holds' and data->>'clubId' = ${String(clubId)}`,
      )
    ).n;
    expect((await post(`/api/manage/clients/${clubId}/restore`, {}, manager, null)).statusCode).toBe(200);
    const jobsAfter = (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from pgboss.job where name = 'expire-holds' and data->>'clubId' = ${String(clubId)}`,
      )
    ).n;
    expect(jobsAfter - jobsBefore).toBe(1);
    await t.runJob('expire-holds', { clubId });
    expect(await entryStatus(entry.entryId)).toBe('offered');
    expect(await offeredHolds(entry.entryId)).toBe(1);
    expect((await t.latestMail(second!.email))?.subject).toMatch(/^A place for /);
  });
});
