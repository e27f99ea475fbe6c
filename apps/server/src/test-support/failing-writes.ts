import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/**
 * Makes every insert into `table` (or every `operation`) fail, as a full disk or a lost connection
 * would, until the returned function is called: proves a use case's writes commit together or not at all.
 */
export async function failInsertsInto(
  t: TestApp,
  table: string,
  operation: 'INSERT' | 'UPDATE' = 'INSERT',
): Promise<() => Promise<void>> {
  await t.db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_write() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'test: write refused'; END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_write BEFORE ${operation} ON ${table}
    FOR EACH ROW EXECUTE FUNCTION test_refuse_write()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`DROP TRIGGER test_refuse_write ON ${table}`));
    await t.db.execute(sql.raw('DROP FUNCTION test_refuse_write()'));
  };
}
