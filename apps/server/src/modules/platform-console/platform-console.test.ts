import { zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { ConsoleClientDetail, ConsoleClientsResponse, HealthCheck } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow, londonMonthFromTestNow } from '../../test-support/test-dates.js';

describe.each(testDrivers)('the platform console on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let support: string;
  let organiser: string;
  let demoId: number;

  const call = (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) =>
    t.request({ method, club: null, url, cookie, ...(method === 'POST' && { body: body ?? {} }) });
  const ok = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, cookie = manager) => {
    const res = await call(method, url, cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const auditOf = (action: string) =>
    queryAll<{ actor: string; details: Record<string, unknown> }>(
      t,
      sql`select u.email as actor, a.details from audit_log a join users u on u.id = a.actor_user_id
          where a.action = ${action} and a.club_id = ${demoId} order by a.id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: 'console-manager@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'console-manager@example.com');
    support = await t.signIn(null, DEMO.support);
    organiser = await t.signIn('demo', DEMO.organiser);
    demoId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
  });
  afterAll(() => t.close());

  it('lists every club with its status, owner and month, found by search and filters, for support too', async () => {
    const all = await ok<ConsoleClientsResponse>('GET', '/api/manage/clients', undefined, support);
    expect(all.month).toBe(londonMonthFromTestNow(0));
    const demo = all.clients.find((c) => c.subdomain === 'demo')!;
    expect(demo).toMatchObject({ clientId: demoId, status: 'live', region: 'GB' });
    expect(demo.owner?.email).toBe(DEMO.organiser);
    expect(all.total).toBe(all.clients.length);
    const found = await ok<ConsoleClientsResponse>('GET', `/api/manage/clients?search=${DEMO.riversideOrganiser}`);
    expect(found.clients.map((c) => c.subdomain)).toEqual(['riverside']);
    expect((await ok<ConsoleClientsResponse>('GET', '/api/manage/clients?status=suspended')).clients).toEqual([]);
    const csv = await call('GET', '/api/manage/clients.csv?search=demo', manager);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(DEMO.organiser);
  });

  it("answers a club's page, 404 for no club and 400 naming a bad filter", async () => {
    const page = await ok<ConsoleClientDetail>('GET', `/api/manage/clients/${demoId}`, undefined, support);
    expect(page.staff.map((s) => s.email)).toContain(DEMO.organiser);
    expect(page.features).toEqual([
      { feature: 'beta-payment-secures-booking', label: 'Payment Secures Booking', on: false },
    ]);
    expect(page.rates.current).toEqual({ commissionPercent: 3, providerPercent: 1.5, fixedFee: 20 });
    expect((await call('GET', '/api/manage/clients/999999', manager)).statusCode).toBe(404);
    const bad = await call('GET', '/api/manage/clients?status=closed', manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('lets only platform managers change a club: support and organisers are refused', async () => {
    for (const cookie of [support, organiser]) {
      const res = await call('POST', `/api/manage/clients/${demoId}/suspend`, cookie);
      expect(res.statusCode).toBe(403);
    }
  });

  it('switches a feature as the club itself may, and audits who did it', async () => {
    const on = { feature: 'beta-payment-secures-booking', on: true };
    expect((await call('POST', `/api/manage/clients/${demoId}/features`, manager, on)).statusCode).toBe(409);
    await t.db.execute(sql`update club_payment_settings set absorb_charges = true where club_id = ${demoId}`);
    const page = await ok<ConsoleClientDetail>('POST', `/api/manage/clients/${demoId}/features`, on);
    expect(page.features[0]!.on).toBe(true);
    expect(await auditOf('console.feature')).toEqual([
      { actor: 'console-manager@example.com', details: { feature: 'beta-payment-secures-booking', on: true } },
    ]);
    await ok('POST', `/api/manage/clients/${demoId}/features`, { ...on, on: false });
    await t.db.execute(sql`update club_payment_settings set absorb_charges = false where club_id = ${demoId}`);
  });

  it('sets rates from a date: what is charged before it stays, orders from it on pay the new rates', async () => {
    const healthCheck = async () => {
      const res = await t.request({ club: 'demo', url: '/api/settings/health-check', cookie: organiser });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: HealthCheck }).data.fees;
    };
    const rates = { commissionPercent: 5, providerPercent: 2, fixedFee: 30 };
    const from = londonDateDaysFromTestNow(18); // a date to come: the rates' first day
    const past = await call('POST', `/api/manage/clients/${demoId}/rates`, manager, {
      effectiveFrom: londonDateDaysFromTestNow(-1),
      ...rates,
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('effectiveFrom');
    const tooMuch = await call('POST', `/api/manage/clients/${demoId}/rates`, manager, {
      effectiveFrom: from,
      ...rates,
      commissionPercent: 99,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('commissionPercent');

    const page = await ok<ConsoleClientDetail>('POST', `/api/manage/clients/${demoId}/rates`, {
      effectiveFrom: from,
      ...rates,
    });
    // From midnight in London (23:00 UTC the day before in summer time).
    const midnight = new Date(zonedWallTimeToEpoch(from, 0, 0, 'Europe/London') * 1000).toISOString();
    expect(page.rates.schedule).toEqual([{ effectiveFrom: midnight, effectiveDate: from, ...rates }]);
    expect(page.rates.current).toEqual({ commissionPercent: 3, providerPercent: 1.5, fixedFee: 20 });
    expect(await healthCheck()).toMatchObject({ commissionPercent: 3, providerPercent: 1.5, fixedFee: 20 });
    expect((await auditOf('console.rates'))[0]!.details).toMatchObject({ date: from, ...rates });

    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 10_000, sessions: 10 });
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    let parent = await t.signIn('demo', DEMO.parent);
    const feeOfBasket = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie: parent,
        body: { type: 'term', childId: arjun, runId },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.db.execute(sql`delete from holds`);
      return (res.json() as { passingOnFee: number }).passingOnFee;
    };
    const before = await feeOfBasket();
    const now = t.clock.now();
    t.clock.set(new Date(`${londonDateDaysFromTestNow(19)}T12:00:00Z`));
    try {
      // Sessions from a fortnight ago have ended: sign in again at the new time.
      organiser = await t.signIn('demo', DEMO.organiser);
      parent = await t.signIn('demo', DEMO.parent);
      expect(await healthCheck()).toMatchObject(rates);
      expect(await feeOfBasket()).toBeGreaterThan(before);
    } finally {
      t.clock.set(now);
      organiser = await t.signIn('demo', DEMO.organiser);
    }
  });

  it('suspends a club (its bookings refused, its schedule says so) and restores it, audited', async () => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 0, sessions: 2 });
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const parent = await t.signIn('demo', DEMO.parent);
    const add = () =>
      t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie: parent,
        body: { type: 'term', childId: arjun, runId },
      });

    const suspended = await ok<ConsoleClientDetail>('POST', `/api/manage/clients/${demoId}/suspend`);
    expect(suspended.client.status).toBe('suspended');
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CLUB_SUSPENDED');
    const club = (await t.request({ club: 'demo', url: '/api/v4/public/club' })).json();
    expect(club.club.takingBookings).toBe(false);
    expect((await queryAll(t, sql`select 1 from holds`)).length).toBe(0);

    const restored = await ok<ConsoleClientDetail>('POST', `/api/manage/clients/${demoId}/restore`);
    expect(restored.client).toMatchObject({ status: 'live', suspendedAt: null });
    expect((await add()).statusCode).toBe(200);
    await t.db.execute(sql`delete from holds`);
    expect((await auditOf('console.suspend')).length + (await auditOf('console.restore')).length).toBe(2);
  });

  it("dates a club's creation and suspension on the club's calendar, not UTC's (a summer evening is the next day)", async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    await t.db.execute(
      sql`update clubs set created_at = ${lateEvening}, suspended_at = ${lateEvening} where subdomain = 'riverside'`,
    );
    try {
      const listed = await ok<ConsoleClientsResponse>('GET', '/api/manage/clients?search=riverside');
      const riverside = listed.clients.find((c) => c.subdomain === 'riverside')!;
      expect(riverside).toMatchObject({ createdAt: lateEvening.toISOString(), createdDate: '2026-07-01' });
      const csv = await call('GET', '/api/manage/clients.csv?search=riverside', manager);
      expect(csv.body.split('\r\n')[1]).toContain(',2026-07-01,');
      const page = await ok<ConsoleClientDetail>('GET', `/api/manage/clients/${riverside.clientId}`);
      expect(page.client).toMatchObject({ createdDate: '2026-07-01', suspendedDate: '2026-07-01' });
    } finally {
      await t.db.execute(sql`update clubs set suspended_at = null where subdomain = 'riverside'`);
    }
  });
});
