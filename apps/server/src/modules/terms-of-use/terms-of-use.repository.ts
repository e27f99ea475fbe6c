import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contractAcceptances, contracts } from '../../db/schema/index.js';

export function termsOfUseRepository(db: Db) {
  return {
    async latest(role: string) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(eq(contracts.role, role))
        .orderBy(desc(contracts.version))
        .limit(1);
      return row ?? null;
    },
    async hasAccepted(userId: number, contractId: number) {
      const [row] = await db
        .select({ id: contractAcceptances.id })
        .from(contractAcceptances)
        .where(and(eq(contractAcceptances.userId, userId), eq(contractAcceptances.contractId, contractId)));
      return Boolean(row);
    },
    /** Records an acceptance, once per person and version; the IP and user agent cut to their columns. */
    async insertAcceptance(values: typeof contractAcceptances.$inferInsert) {
      const { ip, userAgent } = values;
      await db
        .insert(contractAcceptances)
        .values({ ...values, ip: ip?.slice(0, 64), userAgent: userAgent?.slice(0, 512) })
        .onConflictDoNothing();
    },
    acceptancesOf(userId: number) {
      return db
        .select()
        .from(contractAcceptances)
        .where(eq(contractAcceptances.userId, userId))
        .orderBy(desc(contractAcceptances.id));
    },
  };
}

export type TermsOfUseRepository = ReturnType<typeof termsOfUseRepository>;
