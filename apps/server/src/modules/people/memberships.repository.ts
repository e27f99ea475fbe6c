import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';

const isStaff = inArray(memberships.role, ['coach', 'organiser', 'franchise_manager']);

/** Every signed-in request asks it (auth context): one statement, built and named once per repository. */
function preparePersonWithRoles(db: Db) {
  const { id, email, firstName, lastName, isSupport, isPlatformManager } = users;
  return db
    .select({
      person: { id, email, firstName, lastName, isSupport, isPlatformManager },
      role: memberships.role,
      financialAccess: memberships.financialAccess,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.clubId, sql.placeholder('clubId')),
        eq(memberships.status, 'active'),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('person_with_active_roles_at');
}

/** A person's roles at clubs: parents, and the staff an organiser manages. */
export function membershipsRepository(db: Db) {
  let personWithRoles: ReturnType<typeof preparePersonWithRoles> | undefined;
  return {
    /** Gives a person a role at a club unless they hold it; `invitedAt` when an invitation link goes with it. */
    async ensure(clubId: number, userId: number, role: string, invitedAt: Date | null = null) {
      await db.insert(memberships).values({ clubId, userId, role, invitedAt }).onConflictDoNothing();
    },
    /** A new club's creator: its organiser, with financial access. */
    async addCreator(clubId: number, userId: number) {
      await db.insert(memberships).values({ clubId, userId, role: 'organiser', financialAccess: true });
    },
    /** Ends a person's parent membership of the club (a contact removed); their staff roles stay. */
    async removeParent(clubId: number, userId: number) {
      await db
        .delete(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId), eq(memberships.role, 'parent')));
    },
    /** The clubs where a person is an active parent. */
    async parentClubIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ clubId: memberships.clubId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.role, 'parent'), eq(memberships.status, 'active')));
      return rows.map((r) => r.clubId);
    },
    /** The person, once per active role at the club (role null when they hold none); no row when they are gone. */
    personWithActiveRolesAt(userId: number, clubId: number) {
      personWithRoles ??= preparePersonWithRoles(db);
      return personWithRoles.execute({ userId, clubId });
    },
    staffOf(clubId: number) {
      return db
        .select({ membership: memberships, user: users })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.clubId, clubId), isStaff))
        .orderBy(asc(users.lastName), asc(users.firstName));
    },
    async findStaff(clubId: number, membershipId: number) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.id, membershipId), isStaff));
      return row ?? null;
    },
    async holdsRole(clubId: number, userId: number, role: string) {
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId), eq(memberships.role, role)));
      return Boolean(row);
    },
    /** The staff role (of any status) a person holds at a club, or null. */
    async staffRoleOf(clubId: number, userId: number) {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId), isStaff));
      return row?.role ?? null;
    },
    /** The people who hold financial access at a club: its active organisers with the flag. */
    async financialOrganisersOf(clubId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(
            eq(memberships.clubId, clubId),
            eq(memberships.role, 'organiser'),
            eq(memberships.status, 'active'),
            eq(memberships.financialAccess, true),
          ),
        );
      return rows.map((r) => r.userId);
    },
    /**
     * Inside a transaction: waits for any other transaction changing the same club's staff, so the
     * staff rules (the last organiser with financial access) are checked on facts nobody else is
     * changing. Released when the transaction ends.
     */
    async lockStaffOf(clubId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-staff:${clubId}`}))`);
    },
    async update(clubId: number, membershipId: number, values: Partial<typeof memberships.$inferInsert>) {
      await db
        .update(memberships)
        .set(values)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.id, membershipId)));
    },
    async remove(clubId: number, membershipId: number) {
      await db.delete(memberships).where(and(eq(memberships.clubId, clubId), eq(memberships.id, membershipId)));
    },
  };
}

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;
