import http from 'node:http';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPerson, queryOne } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { clubRequest, errorCodeOf, type HttpAnswer } from '../../test-support/http-client.js';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const PARENTS = 30;
const CHILDREN_EACH = 10;

/**
 * The rush on a PostgreSQL server: 300 children's parents racing for 10 places through two real
 * server processes on one database, over HTTP. The processes run the build, as `npm start` does, on
 * the tests' clock (CLOCK_START: the instant the shared test template is seeded as of, flowing from
 * there), so the database is a copy of the template every integration file copies.
 */
describeOnPostgres('the booking rush on PostgreSQL, through two server processes', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];
  const agent = new http.Agent({ keepAlive: true });
  /** Each attempt: a parent's session cookie and one of their children. */
  const attempts: { cookie: string; childId: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    // The database is migrated and seeded, and the in-process app has installed the job queue's schema
    // (two processes installing it at once can collide), so both start together, each with its pool and worker.
    const env = {
      DATABASE_URL: t.testDb.url!,
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      CLOCK_START: t.clock.now().toISOString(),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    for (let p = 0; p < PARENTS; p++) {
      const email = `rush-${p}@example.com`;
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email); // a session row, which both processes read
      for (const childId of await createChildren(t, email, CHILDREN_EACH)) attempts.push({ cookie, childId });
    }
  }, 180_000);
  afterAll(async () => {
    agent.destroy();
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
  });

  /** Every attempt at once, alternating between the two processes. */
  const rush = (body: (childId: number) => object) =>
    Promise.all(
      attempts.map(({ cookie, childId }, i) =>
        clubRequest({
          port: servers[i % 2].port,
          club: 'demo',
          method: 'POST',
          path: '/api/v4/parent/basket/add',
          body: body(childId),
          cookie,
          agent,
        }),
      ),
    );

  const expectClean = (answers: HttpAnswer[], places: number) => {
    const statuses = answers.map((r) => r.status);
    const failed = answers.find((r) => r.status >= 500);
    expect(
      statuses.filter((s) => s >= 500),
      `no 5xx (no deadlock, no lock timeout); the first: ${failed?.body}\n${servers.map((s) => s.output()).join('\n')}`,
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(places);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => `${r.status} ${errorCodeOf(r)}`)).toEqual(refused.map(() => '409 CAPACITY_EXCEEDED'));
  };

  it('300 attempts for a run with 10 places: exactly 10 held, every other a clean 409', async () => {
    const { runId } = await createRun(t, { capacity: 10 });
    const answers = await rush((childId) => ({ type: 'term', childId, runId }));
    expectClean(answers, 10);
    const held = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from holds where run_id = ${runId}`);
    expect(held.n).toBe(10);
  }, 120_000);

  it('300 attempts for a camp day with 10 places: exactly 10 held, every other a clean 409', async () => {
    const camp = await createCamp(t, { capacity: 10 });
    const answers = await rush((childId) => ({
      type: 'camp-days',
      childId,
      campId: camp.campId,
      weekId: camp.weekId,
      dayStarts: [camp.dayStarts[0]],
    }));
    expectClean(answers, 10);
    const held = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds h join camp_days d on d.id = h.camp_day_id
          where d.camp_week_id = ${camp.weekId}`,
    );
    expect(held.n).toBe(10);
  }, 120_000);

  it('answers 503 with Retry-After, never a 500, when the run stays locked past the lock timeout', async () => {
    const { runId } = await createRun(t, { capacity: 10 });
    const other = new pg.Client({ connectionString: t.testDb.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(1, $1)', [runId]); // the run's availability lock, held elsewhere
      const [{ cookie, childId }] = attempts;
      const res = await clubRequest({
        port: servers[1].port,
        club: 'demo',
        method: 'POST',
        path: '/api/v4/parent/basket/add',
        body: { type: 'term', childId, runId },
        cookie,
      });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(errorCodeOf(res)).toBe('BUSY');
    } finally {
      await other.end();
    }
  }, 30_000);
});
