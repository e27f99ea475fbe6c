import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitations, users } from '../../db/schema/index.js';

/** What an invitation is to: one run, or one camp. */
export type InvitationTarget = { runId: number; campId?: undefined } | { campId: number; runId?: undefined };

const targetOf = (target: InvitationTarget) =>
  target.runId !== undefined ? eq(invitations.runId, target.runId) : eq(invitations.campId, target.campId);

/**
 * The addresses a club invited to book an invite-only run or camp (stored lower-cased, one row per
 * address and run or camp). Every read and write is scoped by the club.
 */
export function invitationsRepository(db: Db) {
  return {
    /** Records the addresses (lower-cased by the caller); one invited again has its `invitedAt` refreshed. */
    async record(
      clubId: number,
      target: InvitationTarget,
      emails: string[],
      invitedByUserId: number | null,
      invitedAt: Date,
    ): Promise<void> {
      if (emails.length === 0) return;
      const column = target.runId !== undefined ? invitations.runId : invitations.campId;
      await db
        .insert(invitations)
        .values(
          emails.map((email) => ({
            clubId,
            runId: target.runId ?? null,
            campId: target.campId ?? null,
            email,
            invitedByUserId,
            invitedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [column, invitations.email],
          set: { invitedAt, invitedByUserId },
        });
    },

    /** The run's or camp's invitations, newest first, with who sent each (null once that account is gone). */
    list(clubId: number, target: InvitationTarget) {
      return db
        .select({
          id: invitations.id,
          email: invitations.email,
          invitedAt: invitations.invitedAt,
          invitedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.invitedByUserId))
        .where(and(eq(invitations.clubId, clubId), targetOf(target)))
        .orderBy(desc(invitations.invitedAt), desc(invitations.id));
    },

    /** Removes one invitation of the club; answers what it was to, or null when the club has no such invitation. */
    async remove(clubId: number, invitationId: number) {
      const [row] = await db
        .delete(invitations)
        .where(and(eq(invitations.clubId, clubId), eq(invitations.id, invitationId)))
        .returning({ runId: invitations.runId, campId: invitations.campId });
      return row ?? null;
    },

    /** Whether the account's email address was invited to the run or camp. */
    async isInvited(clubId: number, target: InvitationTarget, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .innerJoin(users, sql`lower(${users.email}) = ${invitations.email}`)
        .where(and(eq(invitations.clubId, clubId), targetOf(target), eq(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
