import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, memberships, users } from '../../db/schema/index.js';

const STAFF_ROLES = ['coach', 'organiser', 'franchise_manager'];

export function peopleRepository(db: Db) {
  return {
    async findUser(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    childrenOf(userId: number) {
      return db.select({ id: children.id, firstName: children.firstName, lastName: children.lastName, dateOfBirth: children.dateOfBirth })
        .from(children).where(eq(children.parentUserId, userId)).orderBy(asc(children.dateOfBirth));
    },
    async setMarketingOptIn(userId: number, optIn: boolean, at: Date) {
      await db.update(users).set({ marketingOptIn: optIn, marketingUpdatedAt: at }).where(eq(users.id, userId));
    },
    staffOf(clubId: number) {
      return db.select({ membership: memberships, user: users }).from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.clubId, clubId), inArray(memberships.role, STAFF_ROLES)))
        .orderBy(asc(users.lastName), asc(users.firstName));
    },
    async findStaffMembership(clubId: number, membershipId: number) {
      const [row] = await db.select().from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.id, membershipId), inArray(memberships.role, STAFF_ROLES)));
      return row ?? null;
    },
    async holdsRole(clubId: number, userId: number, role: string) {
      const [row] = await db.select({ id: memberships.id }).from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId), eq(memberships.role, role)));
      return Boolean(row);
    },
    /** The staff role (of any status) a person holds at a club, or null. */
    async staffRoleOf(clubId: number, userId: number) {
      const [row] = await db.select({ role: memberships.role }).from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId), inArray(memberships.role, STAFF_ROLES)));
      return row?.role ?? null;
    },
    /**
     * Inside a transaction: waits for any other transaction holding the same address's lock, so
     * two invitations of one person run one after the other (the second sees the first's writes).
     */
    async lockAddress(email: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${email}`}))`);
    },
    async updateMembership(clubId: number, membershipId: number, values: Partial<typeof memberships.$inferInsert>) {
      await db.update(memberships).set(values).where(and(eq(memberships.clubId, clubId), eq(memberships.id, membershipId)));
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
