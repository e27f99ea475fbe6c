import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.js';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createServerDatabase } from '../../test-support/test-database.js';
import { AppError } from '../errors.js';
import { lockAvailability, type AvailabilityKey } from './availability-locks.js';
import { withTransaction } from './transaction.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

// Contention needs several connections: these run on the PostgreSQL server only (DATABASE_URL).
describeOnPostgres('lockAvailability on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;
  /** A second session, holding locks the transactions under test must wait for. */
  let other: pg.Client;

  beforeAll(async () => {
    server = await createServerDatabase();
    database = await openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 25 });
    await database.db.execute(sql`CREATE TABLE scratch_places (run_id int NOT NULL)`);
    other = new pg.Client({ connectionString: server.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await server?.drop();
  });

  const countBooked = async (db: Db, runId: number) =>
    (await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM scratch_places WHERE run_id = ${runId}`))[0].n;

  /** Checks "booked < capacity", waits a little (as a real use case does work), then books. */
  const tryToBook = (runId: number, capacity: number, lock: boolean) =>
    withTransaction(database.db, async (tx) => {
      if (lock) await lockAvailability(tx, [{ kind: 'run', id: runId }]);
      const booked = await countBooked(tx, runId);
      await sleep(20);
      if (booked < capacity) await tx.execute(sql`INSERT INTO scratch_places VALUES (${runId})`);
    });

  it('lets 20 racing transactions book exactly the capacity', async () => {
    await Promise.all(Array.from({ length: 20 }, () => tryToBook(1, 5, true)));
    expect(await countBooked(database.db, 1)).toBe(5);
  });

  it('(the same race without the lock overbooks: the test above is a real race)', async () => {
    await Promise.all(Array.from({ length: 20 }, () => tryToBook(2, 5, false)));
    expect(await countBooked(database.db, 2)).toBeGreaterThan(5);
  });

  /** Advisory locks the session of `pid` holds (granted) or waits for, as "namespace:id". */
  const advisoryLocksOf = async (pid: number, granted: boolean) =>
    (
      await other.query<{ key: string }>(
        `SELECT classid || ':' || objid AS key FROM pg_locks
       WHERE locktype = 'advisory' AND objsubid = 2 AND pid = $1 AND granted = $2 ORDER BY key`,
        [pid, granted],
      )
    ).rows.map((r) => r.key);

  it('takes the keys in sorted order, whatever order they are given in', async () => {
    await other.query('SELECT pg_advisory_lock(1, 20)'); // run 20 is busy elsewhere
    let pid = 0;
    const waiting = withTransaction(database.db, async (tx) => {
      [{ pid }] = await sqlRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      await lockAvailability(tx, [
        { kind: 'run', id: 20 },
        { kind: 'camp-day', id: 3 },
        { kind: 'run', id: 10 },
      ]);
    });
    await expect.poll(() => (pid ? advisoryLocksOf(pid, false) : []), { timeout: 3_000 }).toEqual(['1:20']);
    // Run 10 comes before run 20, so it is already held while run 20 is awaited; camp days come after runs.
    expect(await advisoryLocksOf(pid, true)).toEqual(['1:10']);
    await other.query('SELECT pg_advisory_unlock(1, 20)');
    await waiting;
  });

  it('never deadlocks when transactions name the same keys in opposite orders', async () => {
    const a: AvailabilityKey = { kind: 'run', id: 31 };
    const b: AvailabilityKey = { kind: 'run', id: 32 };
    const lockAndHold = (keys: AvailabilityKey[]) =>
      withTransaction(database.db, async (tx) => {
        await lockAvailability(tx, keys);
        await sleep(10);
      });
    const racing = Array.from({ length: 10 }, (_, i) => lockAndHold(i % 2 ? [a, b] : [b, a]));
    const results = await Promise.allSettled(racing);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  });

  it('answers BUSY when a lock is not granted within the timeout', async () => {
    await other.query('SELECT pg_advisory_lock(1, 40)');
    try {
      const started = Date.now();
      const attempt = withTransaction(database.db, (tx) =>
        lockAvailability(tx, [{ kind: 'run', id: 40 }], { timeoutMs: 200 }),
      );
      const err = await attempt.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'BUSY', status: 503 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      await other.query('SELECT pg_advisory_unlock(1, 40)');
    }
  });

  it('keeps kinds apart: run 50 held elsewhere does not hold camp day 50', async () => {
    await other.query('SELECT pg_advisory_lock(1, 50)');
    try {
      await withTransaction(database.db, (tx) =>
        lockAvailability(tx, [{ kind: 'camp-day', id: 50 }], { timeoutMs: 200 }),
      );
    } finally {
      await other.query('SELECT pg_advisory_unlock(1, 50)');
    }
  });
});
