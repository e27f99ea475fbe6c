import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxRecords } from '../../../db/schema/index.js';

/** The sandbox's rows (its objects and idempotency keys as JSON, by key): table sandbox_records. */
export function sandboxRecordsRepository(db: Db) {
  return {
    async all(): Promise<[string, string][]> {
      const rows = await db.select().from(sandboxRecords);
      return rows.map((row) => [row.key, row.json]);
    },
    /** Writes the rows in one statement: each new, or replacing the one of its key. */
    async save(rows: [string, string][]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(sandboxRecords)
        .values(rows.map(([key, json]) => ({ key, json })))
        .onConflictDoUpdate({ target: sandboxRecords.key, set: { json: sql`excluded.json` } });
    },
  };
}
