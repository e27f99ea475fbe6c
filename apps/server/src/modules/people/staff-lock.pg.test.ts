import type { StaffMember } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPerson, queryOne } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const STAFF = '/api/v4/client/staff';

// Contention needs several connections: these run on the PostgreSQL server only (DATABASE_URL).
describeOnPostgres("one club's staff changes run one at a time, on PostgreSQL", () => {
  let t: TestApp;
  /** A second session, holding the lock the requests under test must wait for. */
  let other: pg.Client;
  let platformManager: string;
  let riversideId: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = new pg.Client({ connectionString: t.testDb.url });
    await other.connect();
    await createPerson(t, { email: 'manager@example.org', isPlatformManager: true });
    platformManager = await t.signIn('riverside', 'manager@example.org');
    riversideId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'riverside'`)).id;
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  const revoke = (staffId: number) =>
    t.request({ method: 'POST', club: 'riverside', url: `${STAFF}/${staffId}/revoke`, cookie: platformManager });
  const riversideStaff = async () =>
    (await t.request({ club: 'riverside', url: STAFF, cookie: platformManager })).json().staff as StaffMember[];
  const holdersOf = (staff: StaffMember[]) =>
    staff.filter((s) => s.role === 'organiser' && s.status === 'active' && s.financialAccess);

  it('racing removals of every organiser with financial access leave exactly one', async () => {
    for (let i = 1; i <= 9; i += 1) {
      const memberships = [{ club: 'riverside', role: 'organiser', financialAccess: true }];
      await createPerson(t, { email: `holder-${i}@example.org`, memberships });
    }
    const holders = holdersOf(await riversideStaff());
    expect(holders).toHaveLength(10);

    const answers = await Promise.all(holders.map((h) => revoke(h.staffId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('LAST_FINANCIAL_ORGANISER');
    expect(holdersOf(await riversideStaff())).toHaveLength(1);
  });

  it("waits while another transaction holds the club's staff lock", async () => {
    const {
      membershipIds: [coachId],
    } = await createPerson(t, { email: 'coach-r@example.org', memberships: [{ club: 'riverside', role: 'coach' }] });
    const key = `club-staff:${riversideId}`;
    await other.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    let answered = false;
    const pending = revoke(coachId).then((res) => {
      answered = true;
      return res;
    });
    try {
      const waiting = async () =>
        (
          await other.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
             AND objid = (hashtext($1)::bigint & 4294967295)::oid`,
            [key],
          )
        ).rows[0].n;
      await expect.poll(waiting, { timeout: 5_000 }).toBe(1);
      expect(answered).toBe(false);
    } finally {
      await other.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
    expect((await pending).statusCode).toBe(200);
    expect((await riversideStaff()).find((s) => s.staffId === coachId)?.status).toBe('revoked');
  });
});
