import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rows of a raw SQL statement (both drivers answer `{ rows }`; drizzle's type leaves it unknown). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
