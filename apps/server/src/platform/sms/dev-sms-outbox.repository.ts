import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devSmsOutbox } from '../../db/schema/index.js';

/** The dev SMS outbox (table dev_sms_outbox): every SMS the server would have sent, outside production. */
export function devSmsOutboxRepository(db: Db) {
  return {
    /** Keeps the SMS; answers its id as a provider would (`dev-12`). */
    async insert(message: { to: string; body: string }): Promise<{ providerId: string }> {
      const [row] = await db.insert(devSmsOutbox).values(message).returning({ id: devSmsOutbox.id });
      return { providerId: `dev-${row.id}` };
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
