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
    /** Whether the person accepted any version of the role's terms (asked again only because they changed). */
    async hasAcceptedAnyOf(userId: number, role: string) {
      const [row] = await db
        .select({ id: contractAcceptances.id })
        .from(contractAcceptances)
        .innerJoin(contracts, eq(contracts.id, contractAcceptances.contractId))
        .where(and(eq(contractAcceptances.userId, userId), eq(contracts.role, role)))
        .limit(1);
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
    /** The person's latest acceptance (their latest answers to its consents), or null. */
    async latestAcceptanceOf(userId: number) {
      const [row] = await db
        .select()
        .from(contractAcceptances)
        .where(eq(contractAcceptances.userId, userId))
        .orderBy(desc(contractAcceptances.acceptedAt), desc(contractAcceptances.id))
        .limit(1);
      return row ?? null;
    },
    async setSpecialCategoryConsent(acceptanceId: number, consent: boolean) {
      await db
        .update(contractAcceptances)
        .set({ specialCategoryConsent: consent })
        .where(eq(contractAcceptances.id, acceptanceId));
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
