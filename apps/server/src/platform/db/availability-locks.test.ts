import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test-support/test-database.js';
import { lockAvailability } from './availability-locks.js';
import { withTransaction } from './transaction.js';

// Contention is proved on PostgreSQL (availability-locks.pg.test.ts); PGlite has one connection,
// so its transactions never overlap, and the locks must simply work there too.
describe.each(testDrivers)('lockAvailability (%s)', (driver) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    await testDb.database.db.execute(sql`CREATE TABLE scratch_places (run_id int NOT NULL)`);
  });
  afterAll(() => testDb.drop());

  const countBooked = async (db: Db) =>
    (await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM scratch_places`))[0].n;

  it('serialises racing transactions: 10 for 3 places book 3', async () => {
    const tryToBook = () =>
      withTransaction(testDb.database.db, async (tx) => {
        await lockAvailability(tx, [
          { kind: 'run', id: 1 },
          { kind: 'run', id: 1 },
          { kind: 'camp-day', id: 1 },
        ]);
        if ((await countBooked(tx)) < 3) await tx.execute(sql`INSERT INTO scratch_places VALUES (1)`);
      });
    await Promise.all(Array.from({ length: 10 }, tryToBook));
    expect(await countBooked(testDb.database.db)).toBe(3);
  });

  it('puts the lock timeout back after taking the locks', async () => {
    const after = await withTransaction(testDb.database.db, async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '7s'`);
      await lockAvailability(tx, [{ kind: 'run', id: 2 }], { timeoutMs: 100 });
      return (await sqlRows<{ lock_timeout: string }>(tx, sql`SHOW lock_timeout`))[0].lock_timeout;
    });
    expect(after).toBe('7s');
  });

  it('refuses an id that is not an int4', async () => {
    const attempt = withTransaction(testDb.database.db, (tx) => lockAvailability(tx, [{ kind: 'run', id: 2 ** 31 }]));
    await expect(attempt).rejects.toThrow('not an int4 id');
  });
});
