import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from './postgres-only.js';
import { ensureTemplate, serverDatabaseUrl } from './server-databases.js';

/** A family of templates of this test's own, and a lock of its own, so no other run's templates are touched. */
const FAMILY = `clubroom_templates_test_${process.pid}_`;
const LOCK_KEY = 724_099;

describeOnPostgres('templates the tests made and no run uses any more', () => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const made = async (name: string, usedAt?: string) => {
    await admin.query(`CREATE DATABASE ${name}`);
    if (usedAt) await admin.query(`COMMENT ON DATABASE ${name} IS '${usedAt}'`);
  };
  const family = async () =>
    (
      await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
        [FAMILY],
      )
    ).rows.map((row) => row.datname);

  beforeAll(() => admin.connect());
  afterAll(async () => {
    for (const name of await family()) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('are dropped as the next template is made; one used within the day, or in use, is kept', async () => {
    await made(`${FAMILY}stale`, '2026-01-05 10:00:00+00');
    await made(`${FAMILY}neverstamped`);
    // Stamped by the server's clock, as runs stamp them (the tests' own clock may be fixed elsewhere).
    const serverNow = (await admin.query<{ now: string }>('SELECT now()::text AS now')).rows[0].now;
    await made(`${FAMILY}usedtoday`, serverNow);
    await made(`${FAMILY}inuse`, '2026-01-05 10:00:00+00');
    const reader = new pg.Client({ connectionString: serverDatabaseUrl(`${FAMILY}inuse`) });
    await reader.connect();
    let seeded = '';
    try {
      await ensureTemplate(`${FAMILY}new`, LOCK_KEY, async (url) => {
        seeded = url;
      });
    } finally {
      await reader.end();
    }
    expect(seeded).toContain(`${FAMILY}new_partial`);
    expect(await family()).toEqual([`${FAMILY}inuse`, `${FAMILY}new`, `${FAMILY}usedtoday`]);
    // Stamped as used, by the server's clock: the next family member made within the day keeps it.
    const stamp = await admin.query<{ fresh: boolean }>(
      `SELECT shobj_description(oid, 'pg_database')::timestamptz > now() - interval '1 minute' AS fresh
         FROM pg_database WHERE datname = $1`,
      [`${FAMILY}new`],
    );
    expect(stamp.rows).toEqual([{ fresh: true }]);
  });
});
