import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsOptOuts } from '../../db/schema/index.js';

/** The numbers that replied STOP to the platform's SMS sender (table sms_opt_outs): platform/sms is its writer. */
export function smsOptOutsRepository(db: Db) {
  return {
    async optOut(phone: string, at: Date): Promise<void> {
      await db.insert(smsOptOuts).values({ phone, createdAt: at }).onConflictDoNothing();
    },
    async optIn(phone: string): Promise<void> {
      await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    },
    /** Which of these E.164 numbers opted out. */
    async optedOut(phones: string[]): Promise<Set<string>> {
      if (phones.length === 0) return new Set();
      const rows = await db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(inArray(smsOptOuts.phone, phones));
      return new Set(rows.map((row) => row.phone));
    },
  };
}
export type SmsOptOutsRepository = ReturnType<typeof smsOptOutsRepository>;
