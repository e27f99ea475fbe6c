import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { silentJobsLog } from '../../test-support/silent-jobs-log.js';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createServerDatabase } from '../../test-support/test-database.js';
import { withTransaction } from '../db/transaction.js';
import { jobNames } from './job-catalogue.js';
import { createJobs } from './jobs.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const ROUNDS = 3;
/** The advisory lock pg-boss 10 takes inside its install transaction (its plans.js, `advisoryLock`). */
const PGBOSS_INSTALL_LOCK = `('x' || encode(sha224((current_database() || '.pgboss.pgboss')::bytea), 'hex'))::bit(64)::bigint`;

/** Resolves once `count` sessions of the client's database wait for an advisory lock. */
async function untilWaitingForLocks(client: pg.Client, count: number) {
  const waiting = `SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  while ((await client.query<{ n: number }>(waiting)).rows[0].n < count) await new Promise((r) => setTimeout(r, 10));
}

// Two processes means two pools on one server: PostgreSQL only (DATABASE_URL).
describeOnPostgres('pg-boss installed by servers starting together, on PostgreSQL', () => {
  it(`two job queues starting at once on a fresh database both start (${ROUNDS} fresh databases)`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await createServerDatabase();
      // Each with its own pool, as two server processes have.
      const databases = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: server.url, dataDir: null })));
      // Migrated first, as a server does: a connection that has worked on the catalogue is the one
      // that kept pg-boss's schema as missing (without this the race did not fail).
      for (const database of databases) await database.migrate();
      const queues = databases.map(({ db }) => createJobs(db, { log: silentJobsLog }));
      // Holding pg-boss's own install lock makes the worst timing certain: both queues have looked
      // for the tables and are waiting (for that lock, or for the app's) when the first may install.
      const holder = new pg.Client({ connectionString: server.url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT pg_advisory_xact_lock(${PGBOSS_INSTALL_LOCK})`);
        const starts = Promise.allSettled(queues.map((jobs) => jobs.start()));
        await untilWaitingForLocks(holder, 2);
        await holder.query('COMMIT');
        const outcomes = (await starts).map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'));
        expect(outcomes).toEqual(['started', 'started']);

        const [{ db }] = databases;
        const queueNames = await sqlRows<{ name: string }>(db, sql`SELECT name FROM pgboss.queue ORDER BY name`);
        expect(queueNames.map((q) => q.name)).toEqual([...jobNames].sort());
        const inAnHour = new Date(Date.now() + 3_600_000);
        const message = { to: 'parent@example.com', subject: `round ${round}`, text: 'Hello' };
        for (const [i, jobs] of queues.entries()) {
          await withTransaction(databases[i].db, (tx) =>
            jobs.enqueue(tx, 'send-email', message, { startAfter: inAnHour }),
          );
        }
        const [{ n }] = await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pgboss.job`);
        expect(n).toBe(2);
      } finally {
        await holder.end();
        await Promise.all(queues.map((jobs) => jobs.stop()));
        await Promise.all(databases.map((database) => database.close()));
        await server.drop();
      }
    }
  });
});
