import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  franchiseClubDepartures,
  franchiseClubs,
  franchiseFamilyMoves,
  franchiseRoyaltyRates,
  franchiseManagers,
  franchiseNetworks,
  franchiseSharedTexts,
} from '../../db/schema/franchise.js';
import { clubs, users } from '../../db/schema/index.js';

/**
 * The franchise networks (this module's tables), their clubs (club-settings' rows, read) and their managers (people's
 * users, read). Every read of a network's clubs goes through `clubsOf`: the one list the report may show.
 */
export function franchiseRepository(db: Db) {
  return {
    /** Networks by id, in name order; `ids` undefined: every network. */
    networks(ids?: number[]) {
      return db
        .select({ id: franchiseNetworks.id, name: franchiseNetworks.name })
        .from(franchiseNetworks)
        .where(ids ? inArray(franchiseNetworks.id, ids) : undefined)
        .orderBy(asc(franchiseNetworks.name), asc(franchiseNetworks.id));
    },

    /** The networks a person manages. */
    async managedBy(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: franchiseManagers.networkId })
        .from(franchiseManagers)
        .where(eq(franchiseManagers.userId, userId));
      return rows.map((r) => r.id);
    },

    async isManager(networkId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(franchiseManagers)
        .where(and(eq(franchiseManagers.networkId, networkId), eq(franchiseManagers.userId, userId)));
      return row !== undefined;
    },

    /** The clubs of these networks, in name order. */
    clubsOf(networkIds: number[]) {
      return db
        .select({
          networkId: franchiseClubs.networkId,
          clubId: clubs.id,
          name: clubs.name,
          subdomain: clubs.subdomain,
          currency: clubs.currency,
          joinedAt: franchiseClubs.joinedAt,
        })
        .from(franchiseClubs)
        .innerJoin(clubs, eq(clubs.id, franchiseClubs.clubId))
        .where(inArray(franchiseClubs.networkId, networkIds))
        .orderBy(asc(clubs.name), asc(clubs.id));
    },

    /** The royalty rates of these networks' clubs (members now or before), oldest first. */
    royaltiesOf(networkIds: number[]) {
      return db
        .select({
          networkId: franchiseRoyaltyRates.networkId,
          clubId: franchiseRoyaltyRates.clubId,
          effectiveFrom: franchiseRoyaltyRates.effectiveFrom,
          royaltyHundredths: franchiseRoyaltyRates.royaltyHundredths,
        })
        .from(franchiseRoyaltyRates)
        .where(inArray(franchiseRoyaltyRates.networkId, networkIds))
        .orderBy(asc(franchiseRoyaltyRates.effectiveFrom));
    },

    /** The club's royalty from a month's first day (YYYY-MM-01); a rate from the same month is replaced. */
    async setRoyalty(rate: {
      networkId: number;
      clubId: number;
      effectiveFrom: string;
      royaltyHundredths: number;
      setBy: number;
    }) {
      await db
        .insert(franchiseRoyaltyRates)
        .values(rate)
        .onConflictDoUpdate({
          target: [franchiseRoyaltyRates.networkId, franchiseRoyaltyRates.clubId, franchiseRoyaltyRates.effectiveFrom],
          set: { royaltyHundredths: rate.royaltyHundredths, setBy: rate.setBy, setAt: sql`now()` },
        });
    },

    managersOf(networkIds: number[]) {
      return db
        .select({
          networkId: franchiseManagers.networkId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(franchiseManagers)
        .innerJoin(users, eq(users.id, franchiseManagers.userId))
        .where(inArray(franchiseManagers.networkId, networkIds))
        .orderBy(asc(franchiseManagers.addedAt), asc(users.id));
    },

    async create(name: string, createdBy: number): Promise<number> {
      const [row] = await db
        .insert(franchiseNetworks)
        .values({ name, createdBy })
        .returning({ id: franchiseNetworks.id });
      return row!.id;
    },

    /** The network a club is in, if any. */
    async networkOfClub(clubId: number): Promise<number | null> {
      const [row] = await db
        .select({ networkId: franchiseClubs.networkId })
        .from(franchiseClubs)
        .where(eq(franchiseClubs.clubId, clubId));
      return row?.networkId ?? null;
    },

    async clubExists(clubId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row !== undefined;
    },

    /**
     * The clubs that left the network at or after an instant and are not in it again, each with its last leaving, in
     * name order: the report keeps their months as members.
     */
    departedSince(networkId: number, since: Date) {
      return db
        .selectDistinctOn([clubs.name, clubs.id], {
          clubId: clubs.id,
          name: clubs.name,
          subdomain: clubs.subdomain,
          currency: clubs.currency,
          joinedAt: franchiseClubDepartures.joinedAt,
          leftAt: franchiseClubDepartures.leftAt,
        })
        .from(franchiseClubDepartures)
        .innerJoin(clubs, eq(clubs.id, franchiseClubDepartures.clubId))
        .where(
          and(
            eq(franchiseClubDepartures.networkId, networkId),
            gte(franchiseClubDepartures.leftAt, since),
            sql`not exists (select 1 from ${franchiseClubs} where ${franchiseClubs.clubId} = ${clubs.id}
              and ${franchiseClubs.networkId} = ${networkId})`,
          ),
        )
        .orderBy(asc(clubs.name), asc(clubs.id), desc(franchiseClubDepartures.leftAt));
    },

    /** Every past membership of the network's clubs (recorded as they left), to tell which months were the network's. */
    pastMembershipsOf(networkId: number) {
      return db
        .select({
          clubId: franchiseClubDepartures.clubId,
          joinedAt: franchiseClubDepartures.joinedAt,
          leftAt: franchiseClubDepartures.leftAt,
        })
        .from(franchiseClubDepartures)
        .where(eq(franchiseClubDepartures.networkId, networkId));
    },

    /** Takes the club out of the network, recording when it was a member; false when it was not in it. */
    async removeClub(networkId: number, clubId: number, leftAt: Date, removedBy: number): Promise<boolean> {
      const [gone] = await db
        .delete(franchiseClubs)
        .where(and(eq(franchiseClubs.networkId, networkId), eq(franchiseClubs.clubId, clubId)))
        .returning({ joinedAt: franchiseClubs.joinedAt });
      if (!gone) return false;
      await db
        .insert(franchiseClubDepartures)
        .values({ networkId, clubId, joinedAt: gone.joinedAt, leftAt, removedBy });
      return true;
    },

    /** False when the person was not a manager of the network. */
    async removeManager(networkId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(franchiseManagers)
        .where(and(eq(franchiseManagers.networkId, networkId), eq(franchiseManagers.userId, userId)))
        .returning({ userId: franchiseManagers.userId });
      return rows.length > 0;
    },

    /** Puts a club in a network (its royalty is `setRoyalty`'s). */
    async assignClub(networkId: number, clubId: number, joinedAt: Date) {
      await db.insert(franchiseClubs).values({ networkId, clubId, joinedAt });
    },

    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id ?? null;
    },

    async addManager(networkId: number, userId: number) {
      await db.insert(franchiseManagers).values({ networkId, userId }).onConflictDoNothing();
    },

    /** The network's shared texts (or one of them), by kind and title. */
    sharedTexts(networkId: number, textId?: number) {
      return db
        .select({
          id: franchiseSharedTexts.id,
          kind: franchiseSharedTexts.kind,
          title: franchiseSharedTexts.title,
          subject: franchiseSharedTexts.subject,
          body: franchiseSharedTexts.body,
          updatedAt: franchiseSharedTexts.updatedAt,
        })
        .from(franchiseSharedTexts)
        .where(
          and(
            eq(franchiseSharedTexts.networkId, networkId),
            textId === undefined ? undefined : eq(franchiseSharedTexts.id, textId),
          ),
        )
        .orderBy(asc(franchiseSharedTexts.kind), asc(franchiseSharedTexts.title), asc(franchiseSharedTexts.id));
    },

    async shareText(text: typeof franchiseSharedTexts.$inferInsert): Promise<number> {
      const [row] = await db.insert(franchiseSharedTexts).values(text).returning({ id: franchiseSharedTexts.id });
      return row!.id;
    },

    async deleteText(networkId: number, textId: number): Promise<boolean> {
      const rows = await db
        .delete(franchiseSharedTexts)
        .where(and(eq(franchiseSharedTexts.networkId, networkId), eq(franchiseSharedTexts.id, textId)))
        .returning({ id: franchiseSharedTexts.id });
      return rows.length > 0;
    },

    async recordMove(move: typeof franchiseFamilyMoves.$inferInsert): Promise<number> {
      const [row] = await db.insert(franchiseFamilyMoves).values(move).returning({ id: franchiseFamilyMoves.id });
      return row!.id;
    },

    /** The network's moves (one, or all newest first) with the clubs' names and the parent. */
    moves(networkId: number, moveId?: number) {
      const from = alias(clubs, 'from_club');
      const to = alias(clubs, 'to_club');
      return db
        .select({
          id: franchiseFamilyMoves.id,
          fromClubId: from.id,
          fromName: from.name,
          toClubId: to.id,
          toName: to.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          children: franchiseFamilyMoves.children,
          consentGivenOn: franchiseFamilyMoves.consentGivenOn,
          consentNote: franchiseFamilyMoves.consentNote,
          movedAt: franchiseFamilyMoves.movedAt,
        })
        .from(franchiseFamilyMoves)
        .innerJoin(from, eq(from.id, franchiseFamilyMoves.fromClubId))
        .innerJoin(to, eq(to.id, franchiseFamilyMoves.toClubId))
        .innerJoin(users, eq(users.id, franchiseFamilyMoves.parentUserId))
        .where(
          and(
            eq(franchiseFamilyMoves.networkId, networkId),
            moveId === undefined ? undefined : eq(franchiseFamilyMoves.id, moveId),
          ),
        )
        .orderBy(desc(franchiseFamilyMoves.movedAt), desc(franchiseFamilyMoves.id))
        .limit(200);
    },
  };
}

export type FranchiseRepository = ReturnType<typeof franchiseRepository>;
