import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

/** The first row of a statement's answer (drizzle's execute is typed per driver). */
async function firstRow(database: Database, statement: ReturnType<typeof sql>): Promise<Record<string, string>> {
  const result = (await database.db.execute(statement)) as unknown as { rows: Record<string, string>[] };
  return result.rows[0];
}

const MB = 1024 * 1024;

/** PGlite's PostgreSQL sized for one process's memory (bench/README.md, schedule-read), not a server's. */
describe('embedded PGlite memory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  }, 60_000);
  afterAll(() => database.close());

  const show = async (setting: string) => (await firstRow(database, sql.raw(`SHOW ${setting}`)))[setting];
  const walBytes = async () =>
    Number((await firstRow(database, sql`SELECT sum(size) AS bytes FROM pg_ls_waldir()`)).bytes);

  it('keeps 32 MB of buffers, not a server’s 128 MB', async () => {
    expect(await show('shared_buffers')).toBe('32MB');
  });

  it('removes the write-ahead log past 32 MB at a checkpoint, which single-user PostgreSQL never takes by itself', async () => {
    // 80 MB of log, as a busy day's bookings or the bench's seeding write it.
    await database.db.execute(
      sql`SELECT pg_logical_emit_message(false, 'filler', repeat('x', 1048576)) FROM generate_series(1, 80)`,
    );
    expect(await walBytes()).toBeGreaterThan(64 * MB);
    await database.checkpoint!();
    expect(await walBytes()).toBeLessThanOrEqual(32 * MB);
  }, 60_000);
});
