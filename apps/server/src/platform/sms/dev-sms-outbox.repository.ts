import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devSmsOutbox } from '../../db/schema/index.js';

/** The dev SMS outbox (table dev_sms_outbox): every SMS the server would have sent, outside production. */
export function devSmsOutboxRepository(db: Db) {
  return {
    async insert(message: { to: string; body: string }): Promise<void> {
      await db.insert(devSmsOutbox).values(message);
    },
    /** Newest first, the latest 50 (to one number when given). */
    list(to?: string) {
      return db
        .select()
        .from(devSmsOutbox)
        .where(to ? eq(devSmsOutbox.to, to) : undefined)
        .orderBy(desc(devSmsOutbox.id))
        .limit(50);
    },
  };
}
export type DevSmsOutboxRepository = ReturnType<typeof devSmsOutboxRepository>;
