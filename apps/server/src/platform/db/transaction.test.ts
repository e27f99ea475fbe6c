import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test-support/test-database.js';
import { withTransaction } from './transaction.js';

describe.each(testDrivers)('withTransaction (%s)', (driver) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    await testDb.database.db.execute(sql`CREATE TABLE scratch_writes (note text NOT NULL)`);
  });
  afterAll(() => testDb.drop());

  const notes = async () =>
    (await sqlRows<{ note: string }>(testDb.database.db, sql`SELECT note FROM scratch_writes ORDER BY note`)).map(
      (r) => r.note,
    );

  it('keeps no write when the work throws after two writes', async () => {
    const failing = withTransaction(testDb.database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO scratch_writes VALUES ('first')`);
      await tx.execute(sql`INSERT INTO scratch_writes VALUES ('second')`);
      throw new Error('the third step failed');
    });
    await expect(failing).rejects.toThrow('the third step failed');
    expect(await notes()).toEqual([]);
  });

  it('commits every write and returns the result when the work resolves', async () => {
    const result = await withTransaction(testDb.database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO scratch_writes VALUES ('a')`);
      await tx.execute(sql`INSERT INTO scratch_writes VALUES ('b')`);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await notes()).toEqual(['a', 'b']);
  });
});
