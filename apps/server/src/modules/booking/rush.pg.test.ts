import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createPerson, queryOne } from '../../test-support/accounts.js';
import { createTestApp, hostOf, type TestApp } from '../../test-support/test-app.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';

const PARENTS = 30;
const CHILDREN_EACH = 10;

/**
 * The rush on a PostgreSQL server: 300 children's parents racing for 10 places through two
 * server instances (two buildApp instances, each with its own connection pool, on one database:
 * as two processes would be, minus the process boundary, which the database never sees).
 */
describe.skipIf(!process.env.DATABASE_URL)('the booking rush on PostgreSQL, through two servers', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  /** Each attempt: a parent's session cookie and one of their children. */
  const attempts: { cookie: string; childId: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    secondDatabase = await openDatabase({ databaseUrl: t.testDb.url, dataDir: null });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BOT_CHECK_SECRET: randomBytes(32).toString('hex'),
    });
    second = await buildApp({ config, database: secondDatabase, clock: t.clock.now });
    await second.ready();
    for (let p = 0; p < PARENTS; p++) {
      const email = `rush-${p}@example.com`;
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email);
      for (const childId of await createChildren(t, email, CHILDREN_EACH)) attempts.push({ cookie, childId });
    }
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  /** Every attempt at once, alternating between the two servers. */
  const rush = (body: (childId: number) => object) =>
    Promise.all(
      attempts.map(({ cookie, childId }, i): Promise<LightMyRequestResponse> => {
        const app = i % 2 === 0 ? t.app : second;
        const host = hostOf('demo');
        return app.inject({
          method: 'POST',
          url: '/api/v4/parent/basket/add',
          payload: body(childId),
          headers: { host, origin: `http://${host}`, cookie },
        });
      }),
    );

  const expectClean = (answers: LightMyRequestResponse[], places: number) => {
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s >= 500),
      'no 5xx (no deadlock, no lock timeout)',
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(places);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => `${r.statusCode} ${r.json().error.code}`)).toEqual(
      refused.map(() => '409 CAPACITY_EXCEEDED'),
    );
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
      const res = await t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie,
        body: { type: 'term', childId, runId },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().error.code).toBe('BUSY');
    } finally {
      await other.end();
    }
  }, 30_000);
});
