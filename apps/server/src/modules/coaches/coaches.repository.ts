import type { RegisterCoach } from '@clubroom/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campCoaches, memberships, runCoaches, users } from '../../db/schema/index.js';

/** What a coach takes: a run (`run_coaches`) or a camp (`camp_coaches`). */
export type CoachedThing = { runId: number } | { campId: number };

/** The assignment table of a run or a camp, and the condition naming the one given. */
function assignmentOf(clubId: number, thing: CoachedThing) {
  return 'runId' in thing
    ? {
        table: runCoaches,
        userId: runCoaches.userId,
        where: and(eq(runCoaches.clubId, clubId), eq(runCoaches.runId, thing.runId)),
      }
    : {
        table: campCoaches,
        userId: campCoaches.userId,
        where: and(eq(campCoaches.clubId, clubId), eq(campCoaches.campId, thing.campId)),
      };
}

/** Which of a club's coaches take which runs and camps (and so may open their registers). */
export function coachesRepository(db: Db) {
  return {
    of(clubId: number, thing: CoachedThing): Promise<RegisterCoach[]> {
      const a = assignmentOf(clubId, thing);
      return db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(a.table)
        .innerJoin(users, eq(users.id, a.userId))
        .where(a.where)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /** Whether the person is assigned to the run or camp. */
    async isCoachOf(clubId: number, thing: CoachedThing, userId: number): Promise<boolean> {
      const a = assignmentOf(clubId, thing);
      const [row] = await db
        .select({ userId: a.userId })
        .from(a.table)
        .where(and(a.where, eq(a.userId, userId)));
      return row !== undefined;
    },

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

    async add(clubId: number, thing: CoachedThing, userId: number): Promise<void> {
      if ('runId' in thing)
        await db.insert(runCoaches).values({ clubId, runId: thing.runId, userId }).onConflictDoNothing();
      else await db.insert(campCoaches).values({ clubId, campId: thing.campId, userId }).onConflictDoNothing();
    },

    /** Gives a new run the coaches of another (a term's re-run). */
    async copyRun(clubId: number, fromRunId: number, toRunId: number): Promise<void> {
      const from = await db
        .select({ userId: runCoaches.userId })
        .from(runCoaches)
        .where(and(eq(runCoaches.clubId, clubId), eq(runCoaches.runId, fromRunId)));
      if (from.length === 0) return;
      await db
        .insert(runCoaches)
        .values(from.map(({ userId }) => ({ clubId, runId: toRunId, userId })))
        .onConflictDoNothing();
    },

    async remove(clubId: number, thing: CoachedThing, userId: number): Promise<void> {
      const a = assignmentOf(clubId, thing);
      await db.delete(a.table).where(and(a.where, eq(a.userId, userId)));
    },
  };
}

export type CoachesRepository = ReturnType<typeof coachesRepository>;
