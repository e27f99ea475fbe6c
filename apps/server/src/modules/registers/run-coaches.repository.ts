import type { RegisterCoach } from '@clubroom/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, runCoaches, users } from '../../db/schema/index.js';

/** Which of a club's coaches take which runs (and so may open their registers). */
export function runCoachesRepository(db: Db) {
  return {
    of: (clubId: number, runId: number): Promise<RegisterCoach[]> =>
      db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(runCoaches)
        .innerJoin(users, eq(users.id, runCoaches.userId))
        .where(and(eq(runCoaches.clubId, clubId), eq(runCoaches.runId, runId)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),

    /** Whether the person is an active coach of the club. */
    async isActiveCoach(clubId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.clubId, clubId),
            eq(memberships.userId, userId),
            eq(memberships.role, 'coach'),
            eq(memberships.status, 'active'),
          ),
        );
      return row !== undefined;
    },

    async add(clubId: number, runId: number, userId: number): Promise<void> {
      await db.insert(runCoaches).values({ clubId, runId, userId }).onConflictDoNothing();
    },

    async remove(clubId: number, runId: number, userId: number): Promise<void> {
      await db
        .delete(runCoaches)
        .where(and(eq(runCoaches.clubId, clubId), eq(runCoaches.runId, runId), eq(runCoaches.userId, userId)));
    },
  };
}

export type RunCoachesRepository = ReturnType<typeof runCoachesRepository>;
