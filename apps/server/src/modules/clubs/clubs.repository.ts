import type { PolicyKind } from '@clubroom/domain/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPolicies, clubs } from '../../db/schema/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';

/** A club's columns as the tenancy hook resolves it (`ResolvedClub`): every reader of a whole club selects these. */
export const resolvedClubColumns = {
  id: clubs.id,
  subdomain: clubs.subdomain,
  name: clubs.name,
  description: clubs.description,
  timeZone: clubs.timeZone,
  currency: clubs.currency,
  themePrimary: clubs.themePrimary,
  themeSecondary: clubs.themeSecondary,
  themePanel: clubs.themePanel,
  logoKey: clubs.logoKey,
  logoUpdatedAt: clubs.logoUpdatedAt,
  skinStylesheet: clubs.skinStylesheet,
  suspendedAt: clubs.suspendedAt,
};

export function clubsRepository(db: Db) {
  return {
    async findBySubdomain(subdomain: string): Promise<ResolvedClub | null> {
      const [row] = await db.select(resolvedClubColumns).from(clubs).where(eq(clubs.subdomain, subdomain));
      return row ?? null;
    },
    findByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: clubs.id,
          subdomain: clubs.subdomain,
          name: clubs.name,
          logoKey: clubs.logoKey,
          logoUpdatedAt: clubs.logoUpdatedAt,
        })
        .from(clubs)
        .where(inArray(clubs.id, ids))
        .orderBy(asc(clubs.name));
    },
    listListed() {
      return db
        .select({ subdomain: clubs.subdomain, name: clubs.name, description: clubs.description })
        .from(clubs)
        .where(eq(clubs.listed, true))
        .orderBy(asc(clubs.name));
    },
    async policyOf(clubId: number, kind: PolicyKind) {
      const [row] = await db
        .select({ text: clubPolicies.text, updatedAt: clubPolicies.updatedAt })
        .from(clubPolicies)
        .where(and(eq(clubPolicies.clubId, clubId), eq(clubPolicies.kind, kind)));
      return row ?? null;
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
