import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../test-support/sql-rows.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { withTransaction, type Tx } from '../platform/db/transaction.js';
import { clubs } from './schema/index.js';
import { describeOnPostgres } from '../test-support/postgres-only.js';

type Prepared = { name: string; statement: string };

// Named statements are pg's (node-postgres): PostgreSQL only (DATABASE_URL).
describeOnPostgres('statements prepared once per connection, on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
  });
  afterAll(() => testDb?.drop());

  /** What the transaction's connection has prepared, after running `work` on it (a transaction is one connection). */
  const preparedAfter = (work: (tx: Tx) => Promise<unknown>) =>
    withTransaction(testDb.database.db, async (tx) => {
      await work(tx);
      return sqlRows<Prepared>(tx, sql.raw('SELECT name, statement FROM pg_prepared_statements'));
    });

  it('prepares a drizzle statement with values under one name, the same on every run', async () => {
    const find = (tx: Tx) => tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.subdomain, 'nowhere'));
    const first = await preparedAfter(async (tx) => {
      await find(tx);
      await find(tx);
    });
    const mine = first.filter((p) => p.statement.includes('"subdomain" = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toMatch(/^clubroom_\d+$/);
    const again = await preparedAfter(find);
    expect(again.filter((p) => p.statement.includes('"subdomain" = $1')).map((p) => p.name)).toEqual([mine[0].name]);
  });

  it('leaves statements without values unnamed (migrations, several statements in one)', async () => {
    const prepared = await preparedAfter((tx) => tx.execute(sql`SELECT count(*) FROM clubs WHERE id > 0`));
    expect(prepared.filter((p) => p.statement.includes('WHERE id > 0'))).toEqual([]);
  });
});
