import type {
  ConsoleClientsResponse,
  FamilyMove,
  SharedText,
  FranchiseNetwork,
  FranchiseNetworksResponse,
  FranchiseReport,
  IncomeAnalysisResponse,
} from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow, londonMonthFromTestNow } from '../../test-support/test-dates.js';

// The three months to TEST_NOW's (2026-08 to 2026-10 at the default instant).
const FROM = londonMonthFromTestNow(-2);
const THIS_MONTH = londonMonthFromTestNow(0);
const PERIOD = `from=${FROM}&to=${THIS_MONTH}`;

describe.each(testDrivers)('franchise networks on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let franchise: string;
  let otherFranchise: string;
  let support: string;
  let organiser: string;
  let demoId: number;
  let riversideId: number;
  let north: FranchiseNetwork;
  let south: FranchiseNetwork;

  type Method = 'GET' | 'POST';
  const call = (method: Method, url: string, cookie: string, body?: unknown) =>
    t.request({ method, club: null, url, cookie, ...(method === 'POST' && { body: body ?? {} }) });
  const ok = async <T>(method: Method, url: string, cookie: string, body?: unknown) => {
    const res = await call(method, url, cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const issuesOf = (body: string) =>
    (JSON.parse(body) as { error: { issues?: { path: string }[] } }).error.issues?.map((i) => i.path);

  beforeAll(async () => {
    t = await createTestApp(driver);
    // The demo's seeded network holds both clubs: these tests build their own.
    await t.db.execute(sql`delete from franchise_networks`);
    await createPerson(t, { email: 'franchise-pm@example.com', isPlatformManager: true });
    await createPerson(t, { email: 'franchise-north@example.com' });
    await createPerson(t, { email: 'franchise-south@example.com' });
    manager = await t.signIn(null, 'franchise-pm@example.com');
    franchise = await t.signIn(null, 'franchise-north@example.com');
    otherFranchise = await t.signIn(null, 'franchise-south@example.com');
    support = await t.signIn(null, DEMO.support);
    organiser = await t.signIn(null, DEMO.organiser);
    const id = (sub: string) => queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = ${sub}`);
    demoId = (await id('demo')).id;
    riversideId = (await id('riverside')).id;

    // Riverside's money this month: a paid order with a fifth refunded, and one waiting for payment.
    const parent = (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id;
    const at = TEST_NOW.toISOString();
    const order = await queryOne<{ id: number }>(
      t,
      sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key, created_at)
          values (${riversideId}, ${parent}, 'completed', 5000, 0, 5000, 'franchise-paid', ${at}) returning id`,
    );
    await t.db.execute(
      sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key, created_at)
          values (${riversideId}, ${parent}, 'pending', 2500, 0, 2500, 'franchise-unpaid', ${at})`,
    );
    const payment = await queryOne<{ id: number }>(
      t,
      sql`insert into payments (club_id, order_id, parent_user_id, provider_intent_id, amount, fee, application_fee,
          currency, status, created_at, updated_at)
        values (${riversideId}, ${order.id}, ${parent}, 'pi_franchise', 5000, 0, 150, 'GBP', 'succeeded', ${at}, ${at})
        returning id`,
    );
    await t.db
      .execute(sql`insert into refunds (payment_id, provider_refund_id, idempotency_key, amount, reason, created_at)
      values (${payment.id}, 're_franchise', 'franchise-refund', 1000, 'Test', ${at})`);
  });
  afterAll(() => t.close());

  it('lets platform managers create networks, put clubs in them and name their managers, audited', async () => {
    north = await ok<FranchiseNetwork>('POST', '/api/franchise/networks', manager, { name: 'North Franchise' });
    north = await ok('POST', `/api/franchise/networks/${north.networkId}/clubs`, manager, {
      clientId: demoId,
      royaltyPercent: 7.5,
    });
    north = await ok('POST', `/api/franchise/networks/${north.networkId}/clubs`, manager, {
      clientId: riversideId,
      royaltyPercent: 10,
    });
    north = await ok('POST', `/api/franchise/networks/${north.networkId}/managers`, manager, {
      email: 'Franchise-North@example.com',
    });
    expect(north.clubs.map((c) => [c.subdomain, c.royaltyPercent, c.royalties])).toEqual([
      ['demo', 7.5, [{ fromMonth: THIS_MONTH, royaltyPercent: 7.5 }]],
      ['riverside', 10, [{ fromMonth: THIS_MONTH, royaltyPercent: 10 }]],
    ]);
    expect(north.managers.map((m) => m.email)).toEqual(['franchise-north@example.com']);
    south = await ok<FranchiseNetwork>('POST', '/api/franchise/networks', manager, { name: 'South Franchise' });
    south = await ok('POST', `/api/franchise/networks/${south.networkId}/managers`, manager, {
      email: 'franchise-south@example.com',
    });

    const audit = await queryAll<{ action: string; club_id: number | null }>(
      t,
      sql`select action, club_id from audit_log where action like 'franchise.%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'franchise.create', club_id: null },
      { action: 'franchise.club', club_id: demoId },
      { action: 'franchise.club', club_id: riversideId },
      { action: 'franchise.manager', club_id: null },
      { action: 'franchise.create', club_id: null },
      { action: 'franchise.manager', club_id: null },
    ]);
  });

  it('refuses a club of another network, a bad royalty and an unknown email, naming the field', async () => {
    const taken = await call('POST', `/api/franchise/networks/${south.networkId}/clubs`, manager, {
      clientId: demoId,
      royaltyPercent: 5,
    });
    expect(taken.statusCode).toBe(409);
    expect(issuesOf(taken.body)).toEqual(['body.clientId']);
    // A club already in the network keeps its royalty: changing it is from a later month (the royalty route).
    const again = await call('POST', `/api/franchise/networks/${north.networkId}/clubs`, manager, {
      clientId: demoId,
      royaltyPercent: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(issuesOf(again.body)).toEqual(['body.clientId']);
    const bad = await call('POST', `/api/franchise/networks/${south.networkId}/clubs`, manager, {
      clientId: riversideId,
      royaltyPercent: 7.555,
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.body)).toEqual(['body.royaltyPercent']);
    const nobody = await call('POST', `/api/franchise/networks/${south.networkId}/managers`, manager, {
      email: 'nobody-here@example.com',
    });
    expect(nobody.statusCode).toBe(404);
    expect(issuesOf(nobody.body)).toEqual(['body.email']);
    expect(
      (await call('POST', '/api/franchise/networks/999999/clubs', manager, { clientId: demoId, royaltyPercent: 1 }))
        .statusCode,
    ).toBe(404);
    // Nothing of the refusals was written.
    const south2 = await ok<FranchiseNetwork>('GET', `/api/franchise/networks/${south.networkId}`, manager);
    expect(south2.clubs).toEqual([]);
  });

  it('lets only platform managers change networks', async () => {
    for (const cookie of [support, organiser, franchise]) {
      expect((await call('POST', '/api/franchise/networks', cookie, { name: 'Mine' })).statusCode).toBe(403);
      const assign = await call('POST', `/api/franchise/networks/${north.networkId}/clubs`, cookie, {
        clientId: riversideId,
        royaltyPercent: 0,
      });
      expect(assign.statusCode).toBe(403);
    }
  });

  it("shows a franchise manager its own network only: another network's report is 404", async () => {
    const mine = await ok<FranchiseNetworksResponse>('GET', '/api/franchise/networks', franchise);
    expect(mine.networks.map((n) => n.name)).toEqual(['North Franchise']);
    const theirs = await ok<FranchiseNetworksResponse>('GET', '/api/franchise/networks', otherFranchise);
    expect(theirs.networks.map((n) => n.name)).toEqual(['South Franchise']);
    for (const path of ['', '/report', '/report.csv']) {
      expect((await call('GET', `/api/franchise/networks/${north.networkId}${path}`, otherFranchise)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/franchise/networks/${north.networkId}${path}`, organiser)).statusCode).toBe(404);
    }
    expect((await ok<FranchiseNetworksResponse>('GET', '/api/franchise/networks', organiser)).networks).toEqual([]);
    const all = await ok<FranchiseNetworksResponse>('GET', '/api/franchise/networks', support);
    expect(all.networks.map((n) => n.name)).toEqual(['North Franchise', 'South Franchise']);
    const southReport = await ok<FranchiseReport>(
      'GET',
      `/api/franchise/networks/${south.networkId}/report?${PERIOD}`,
      otherFranchise,
    );
    expect(southReport.clubs).toEqual([]);
  });

  it("reports each club's months as Financials counts them, the royalty and the network's totals", async () => {
    const report = await ok<FranchiseReport>(
      'GET',
      `/api/franchise/networks/${north.networkId}/report?${PERIOD}`,
      franchise,
    );
    expect(report).toMatchObject({ from: FROM, to: THIS_MONTH, timeZone: 'Europe/London' });
    const [demo, riverside] = report.clubs;
    expect(riverside!.months.at(-1)).toEqual({
      month: THIS_MONTH,
      bookings: 0,
      taken: 5000,
      refunded: 1000,
      takings: 4000,
      royaltyPercent: 10,
      royalty: 400,
    });
    expect(riverside!.unpaid).toBe(2500);

    // Demo joined this month: from then its figures are its own Financials' (taken less refunded), with 7.5 % of
    // them; its months before it joined are its own, not the network's, though Financials has takings in them.
    const income = await demoIncome();
    expect(demo!.joinedMonth).toBe(THIS_MONTH);
    expect(demo!.months.at(-1)).toMatchObject({
      month: THIS_MONTH,
      taken: income.months.at(-1)!.taken,
      refunded: income.months.at(-1)!.refunded,
    });
    for (const m of demo!.months) expect(m.royalty).toBe(Math.round((m.takings * 75) / 1000));
    const beforeJoining = demo!.months.slice(0, -1);
    expect(income.months.slice(0, -1).some((m) => m.taken > 0)).toBe(true);
    expect(beforeJoining.some((m) => m.bookings > 0)).toBe(false);
    expect(beforeJoining).toEqual(
      beforeJoining.map((m) => ({
        month: m.month,
        bookings: 0,
        taken: 0,
        refunded: 0,
        takings: 0,
        royalty: 0,
        royaltyPercent: 7.5,
      })),
    );
    expect(demo!.unpaid).toBe(income.outstanding);
    // This month's places as the console counts them.
    const console = await ok<ConsoleClientsResponse>('GET', '/api/manage/clients?search=demo', manager);
    expect(demo!.months.at(-1)!.bookings).toBe(console.clients.find((c) => c.clientId === demoId)!.bookingsThisMonth);

    const [gbp] = report.totals;
    expect(report.totals).toHaveLength(1);
    expect(gbp!.currency).toBe('GBP');
    expect(gbp!.unpaid).toBe(demo!.unpaid + 2500);
    gbp!.months.forEach((m, i) => {
      expect(m.takings).toBe(demo!.months[i]!.takings + riverside!.months[i]!.takings);
      expect(m.royalty).toBe(demo!.months[i]!.royalty + riverside!.months[i]!.royalty);
      expect(m.bookings).toBe(demo!.months[i]!.bookings + riverside!.months[i]!.bookings);
    });
  });

  it('downloads the report as CSV and names a bad period', async () => {
    const csv = await call('GET', `/api/franchise/networks/${north.networkId}/report.csv?${PERIOD}`, franchise);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Club,Month,Currency,Bookings,Taken,Refunded,Takings net of refunds,Royalty %,Royalty,Unpaid now',
    );
    expect(lines).toContain(`Riverside Swim & Tennis,${THIS_MONTH},GBP,0,50.00,10.00,40.00,10,4.00,25.00`);
    // Nothing of the clubs' months before they joined: the network's totals then are nought.
    expect(lines).toContain(`Network total,${FROM},GBP,0,0.00,0.00,0.00,,0.00,${lines.at(-1)!.split(',').at(-1)}`);
    expect(lines.filter((l) => l.startsWith('Network total,'))).toHaveLength(3);
    const bad = await call(
      'GET',
      `/api/franchise/networks/${north.networkId}/report?from=${THIS_MONTH}&to=${FROM}`,
      franchise,
    );
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.body)).toEqual(['querystring.from']);
  });

  it("reports each month at that month's royalty: a change is from next month and leaves reported months", async () => {
    const NEXT_MONTH = londonMonthFromTestNow(1);
    const url = `/api/franchise/networks/${north.networkId}/clubs/${riversideId}/royalty`;
    for (const fromMonth of [THIS_MONTH, FROM]) {
      const refused = await call('POST', url, manager, { royaltyPercent: 12.5, fromMonth });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(issuesOf(refused.body)).toEqual(['body.fromMonth']);
    }
    expect((await call('POST', url, manager, { royaltyPercent: 7.555 })).statusCode).toBe(400);
    for (const cookie of [support, franchise, organiser])
      expect((await call('POST', url, cookie, { royaltyPercent: 12.5 })).statusCode).toBe(403);
    const outside = `/api/franchise/networks/${south.networkId}/clubs/${riversideId}/royalty`;
    expect((await call('POST', outside, manager, { royaltyPercent: 12.5 })).statusCode).toBe(404);

    // Left out, the month is next month; a second rate from that month replaces the first.
    await ok('POST', url, manager, { royaltyPercent: 15 });
    const changed = await ok<FranchiseNetwork>('POST', url, manager, { royaltyPercent: 12.5, fromMonth: NEXT_MONTH });
    const riverside = changed.clubs.find((c) => c.clientId === riversideId)!;
    expect(riverside.royaltyPercent).toBe(10);
    expect(riverside.royalties).toEqual([
      { fromMonth: THIS_MONTH, royaltyPercent: 10 },
      { fromMonth: NEXT_MONTH, royaltyPercent: 12.5 },
    ]);
    const audited = await queryAll<{ details: { fromMonth: string; royaltyPercent: number } }>(
      t,
      sql`select details from audit_log where action = 'franchise.royalty' and club_id = ${riversideId} order by id`,
    );
    expect(audited.map((a) => a.details)).toMatchObject([
      { fromMonth: NEXT_MONTH, royaltyPercent: 15 },
      { fromMonth: NEXT_MONTH, royaltyPercent: 12.5 },
    ]);

    // Next month riverside takes £80; the report, read then, has this month at 10 % and next at 12.5 %.
    const later = new Date(`${NEXT_MONTH}-15T12:00:00Z`);
    const parent = (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id;
    const order = await queryOne<{ id: number }>(
      t,
      sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key, created_at)
          values (${riversideId}, ${parent}, 'completed', 8000, 0, 8000, 'franchise-next', ${later.toISOString()})
          returning id`,
    );
    await t.db.execute(
      sql`insert into payments (club_id, order_id, parent_user_id, provider_intent_id, amount, fee, application_fee,
          currency, status, created_at, updated_at)
        values (${riversideId}, ${order.id}, ${parent}, 'pi_franchise_next', 8000, 0, 240, 'GBP', 'succeeded',
          ${later.toISOString()}, ${later.toISOString()})`,
    );
    // The sessions made at TEST_NOW would have lapsed by then: sign in again, then.
    t.clock.set(later);
    try {
      const report = await ok<FranchiseReport>(
        'GET',
        `/api/franchise/networks/${north.networkId}/report?from=${THIS_MONTH}&to=${NEXT_MONTH}`,
        await t.signIn(null, 'franchise-north@example.com'),
      );
      const months = report.clubs.find((c) => c.clientId === riversideId)!.months;
      expect(months.map((m) => [m.month, m.takings, m.royaltyPercent, m.royalty])).toEqual([
        [THIS_MONTH, 4000, 10, 400],
        [NEXT_MONTH, 8000, 12.5, 1000],
      ]);
      expect(report.clubs.find((c) => c.clientId === riversideId)!.royaltyPercent).toBe(12.5);
      // This month is now reported: a rate from it is refused.
      const late = await call('POST', url, await t.signIn(null, 'franchise-pm@example.com'), {
        royaltyPercent: 20,
        fromMonth: NEXT_MONTH,
      });
      expect(issuesOf(late.body)).toEqual(['body.fromMonth']);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it("moves a family between two of the network's clubs with their consent recorded, and refuses anything else", async () => {
    const url = `/api/franchise/networks/${north.networkId}/family-moves`;
    const yesterday = londonDateDaysFromTestNow(-1);
    const body = {
      fromClientId: demoId,
      toClientId: riversideId,
      parentEmail: 'parent2@example.com',
      consentGivenOn: yesterday,
      consentNote: 'Pat asked by email yesterday to move to Riverside.',
    };
    const refusals: [unknown, number, string][] = [
      [{ ...body, consentGivenOn: londonDateDaysFromTestNow(1) }, 400, 'body.consentGivenOn'],
      [{ ...body, consentNote: '  ' }, 400, 'body.consentNote'],
      [{ ...body, toClientId: demoId }, 400, 'body.toClientId'],
      [{ ...body, parentEmail: DEMO.organiser }, 404, 'body.parentEmail'],
      [{ ...body, toClientId: 999999 }, 404, 'body.toClientId'],
    ];
    for (const [refusal, status, path] of refusals) {
      const res = await call('POST', url, franchise, refusal);
      expect(res.statusCode, res.body).toBe(status);
      expect(issuesOf(res.body)).toEqual([path]);
    }
    // Another network's manager, and a demo organiser, reach nothing.
    expect((await call('POST', url, otherFranchise, body)).statusCode).toBe(404);
    expect((await call('POST', url, organiser, body)).statusCode).toBe(404);

    const parentId = (await queryOne<{ id: number }>(t, sql`select id from users where email = 'parent2@example.com'`))
      .id;
    const childrenAt = async (clubId: number) =>
      (
        await queryOne<{ n: number }>(
          t,
          sql`select count(*)::int as n from club_children cc join children c on c.id = cc.child_id
              where cc.club_id = ${clubId} and c.parent_user_id = ${parentId}`,
        )
      ).n;
    // Pat's child is a member of demo.
    await t.db.execute(sql`insert into club_children (club_id, child_id)
      select ${demoId}, id from children where parent_user_id = ${parentId} on conflict do nothing`);
    const before = await childrenAt(demoId);
    expect(before).toBeGreaterThan(0);
    const move = await ok<FamilyMove>('POST', url, franchise, body);
    expect(move).toMatchObject({
      from: { clientId: demoId },
      to: { clientId: riversideId },
      parent: { email: 'parent2@example.com' },
      children: before,
      consentGivenOn: yesterday,
      consentNote: body.consentNote,
    });
    const clubsOfParent = await queryAll<{ club_id: number }>(
      t,
      sql`select club_id from memberships where user_id = ${parentId} and role = 'parent' order by club_id`,
    );
    expect(clubsOfParent.map((m) => m.club_id)).toEqual([riversideId]);
    expect(await childrenAt(demoId)).toBe(0);
    expect(await childrenAt(riversideId)).toBe(before);
    const audit = await queryAll<{ action: string; club_id: number }>(
      t,
      sql`select action, club_id from audit_log where action like 'franchise.move%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'franchise.move-out', club_id: demoId },
      { action: 'franchise.move-in', club_id: riversideId },
    ]);
    const listed = await ok<{ moves: FamilyMove[] }>('GET', url, franchise);
    expect(listed.moves).toEqual([move]);
    expect((await call('GET', url, otherFranchise)).statusCode).toBe(404);
    // No longer a parent at demo: a second move from there is refused.
    expect((await call('POST', url, franchise, body)).statusCode).toBe(404);
  });

  it('shares message templates and policies with its clubs; a policy applied becomes each club’s own', async () => {
    const url = `/api/franchise/networks/${north.networkId}/shared-texts`;
    const welcome = {
      kind: 'message',
      title: 'Welcome',
      subject: 'Welcome to {{clubName}}',
      body: 'Hi {{parentFirstName}},\nsee you soon.',
    };
    const privacy = { kind: 'privacy', title: 'Network privacy', body: 'We keep your data safe.\n\nAsk us anything.' };
    const refusals: [unknown, string][] = [
      [{ ...welcome, body: 'Hi {{nickname}}' }, 'body.body'],
      [{ ...privacy, subject: 'No' }, 'body.subject'],
      [{ ...welcome, title: ' ' }, 'body.title'],
      [{ ...welcome, kind: 'poster' }, 'body.kind'],
    ];
    for (const [refusal, path] of refusals) {
      const res = await call('POST', url, franchise, refusal);
      expect(res.statusCode, res.body).toBe(400);
      expect(issuesOf(res.body)).toEqual([path]);
    }
    expect((await call('POST', url, support, welcome)).statusCode).toBe(403);
    expect((await call('POST', url, otherFranchise, welcome)).statusCode).toBe(404);
    expect((await call('POST', url, organiser, welcome)).statusCode).toBe(404);

    const message = await ok<SharedText>('POST', url, franchise, welcome);
    const policy = await ok<SharedText>('POST', url, franchise, privacy);
    expect((await ok<{ texts: SharedText[] }>('GET', url, support)).texts.map((x) => x.title)).toEqual([
      'Welcome',
      'Network privacy',
    ]);
    expect((await call('GET', url, otherFranchise)).statusCode).toBe(404);

    // The clubs' organisers see the templates on their own sites; a coach does not, nor a club outside the network.
    const templates = async (club: string, email: string) => {
      const res = await t.request({
        method: 'GET',
        club,
        url: '/api/franchise/templates',
        cookie: await t.signIn(club, email),
      });
      return res;
    };
    const atDemo = await templates('demo', DEMO.organiser);
    expect(atDemo.statusCode).toBe(200);
    expect((atDemo.json() as { texts: SharedText[] }).texts).toEqual([message]);
    expect((await templates('demo', DEMO.coach)).statusCode).toBe(403);

    const apply = `${url}/${policy.textId}/apply`;
    expect((await call('POST', `${url}/${message.textId}/apply`, franchise)).statusCode).toBe(409);
    expect((await call('POST', apply, support)).statusCode).toBe(403);
    expect((await call('POST', apply, otherFranchise)).statusCode).toBe(404);
    expect(await ok<{ applied: number }>('POST', apply, franchise)).toEqual({ applied: 2 });
    const policies = await queryAll<{ club_id: number; text: string }>(
      t,
      sql`select club_id, text from club_policies where kind = 'privacy' order by club_id`,
    );
    expect(policies).toEqual(
      [demoId, riversideId].sort((a, b) => a - b).map((club_id) => ({ club_id, text: privacy.body })),
    );
    const audited = await queryAll<{ club_id: number }>(
      t,
      sql`select club_id from audit_log where action = 'franchise.policy' order by club_id`,
    );
    expect(audited.map((a) => a.club_id)).toEqual([demoId, riversideId].sort((a, b) => a - b));

    const left = await ok<{ texts: SharedText[] }>('POST', `${url}/${message.textId}/delete`, franchise);
    expect(left.texts.map((x) => x.title)).toEqual(['Network privacy']);
    expect((await call('POST', `${url}/${message.textId}/delete`, franchise)).statusCode).toBe(404);
    expect(((await templates('demo', DEMO.organiser)).json() as { texts: SharedText[] }).texts).toEqual([]);
  });

  it("removes a club (which keeps everything) and a manager, audited; the report keeps the club's months as a member", async () => {
    const NEXT_MONTH = londonMonthFromTestNow(1);
    const removeClub = (networkId: number, clubId: number) =>
      `/api/franchise/networks/${networkId}/clubs/${clubId}/remove`;
    const removeManager = `/api/franchise/networks/${north.networkId}/managers/remove`;
    for (const cookie of [support, franchise, organiser]) {
      expect((await call('POST', removeClub(north.networkId, riversideId), cookie)).statusCode).toBe(403);
      expect((await call('POST', removeManager, cookie, { email: 'franchise-north@example.com' })).statusCode).toBe(
        403,
      );
    }
    expect((await call('POST', removeClub(south.networkId, riversideId), manager)).statusCode).toBe(404);
    expect((await call('POST', removeClub(999999, riversideId), manager)).statusCode).toBe(404);

    const riversideRows = () =>
      queryOne<{ orders: number; payments: number }>(
        t,
        sql`select (select count(*)::int from orders where club_id = ${riversideId}) as orders,
                   (select count(*)::int from payments where club_id = ${riversideId}) as payments`,
      );
    const before = await riversideRows();
    const left = await ok<FranchiseNetwork>('POST', removeClub(north.networkId, riversideId), manager);
    expect(left.clubs.map((c) => c.clientId)).toEqual([demoId]);
    expect(await riversideRows()).toEqual(before);
    expect((await call('POST', removeClub(north.networkId, riversideId), manager)).statusCode).toBe(404);

    // This month riverside was a member: it stays, and next month it counts nothing.
    const report = await ok<FranchiseReport>(
      'GET',
      `/api/franchise/networks/${north.networkId}/report?from=${THIS_MONTH}&to=${NEXT_MONTH}`,
      franchise,
    );
    const riverside = report.clubs.find((c) => c.clientId === riversideId)!;
    expect(riverside.leftMonth).toBe(THIS_MONTH);
    expect(riverside.unpaid).toBe(0);
    expect(riverside.months.map((m) => [m.month, m.takings, m.royalty])).toEqual([
      [THIS_MONTH, 4000, 400],
      [NEXT_MONTH, 0, 0],
    ]);
    expect(report.clubs.find((c) => c.clientId === demoId)!.leftMonth).toBeNull();
    expect(report.totals[0]!.months[0]!.takings).toBe(report.clubs.reduce((sum, c) => sum + c.months[0]!.takings, 0));
    const later = await ok<FranchiseReport>(
      'GET',
      `/api/franchise/networks/${north.networkId}/report?from=${NEXT_MONTH}&to=${NEXT_MONTH}`,
      franchise,
    );
    expect(later.clubs.map((c) => c.clientId)).toEqual([demoId]);
    // Free to join another network now.
    await ok('POST', `/api/franchise/networks/${south.networkId}/clubs`, manager, {
      clientId: riversideId,
      royaltyPercent: 5,
    });

    const unknown = await call('POST', removeManager, manager, { email: 'franchise-south@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(issuesOf(unknown.body)).toEqual(['body.email']);
    const noManagers = await ok<FranchiseNetwork>('POST', removeManager, manager, {
      email: 'franchise-north@example.com',
    });
    expect(noManagers.managers).toEqual([]);
    expect((await call('GET', `/api/franchise/networks/${north.networkId}`, franchise)).statusCode).toBe(404);
    const audit = await queryAll<{ action: string; club_id: number | null }>(
      t,
      sql`select action, club_id from audit_log where action like 'franchise.%-remove' order by id`,
    );
    expect(audit).toEqual([
      { action: 'franchise.club-remove', club_id: riversideId },
      { action: 'franchise.manager-remove', club_id: null },
    ]);
  });

  async function demoIncome(): Promise<IncomeAnalysisResponse> {
    const cookie = await t.signIn('demo', DEMO.organiser);
    const res = await t.request({
      method: 'GET',
      club: 'demo',
      url: `/api/v4/reporting/incomeanalysis?${PERIOD}`,
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as IncomeAnalysisResponse;
  }
});
