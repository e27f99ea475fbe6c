import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions } from '../../db/schema/index.js';

const prepareFind = (db: Db) =>
  db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, sql.placeholder('id')))
    .prepare('session_by_id');

/** Server-side sessions; who their people are is asked of an IdentitySource, never read here. */
export function sessionsRepository(db: Db) {
  // Every signed-in request reads its session: built and named once per repository.
  let byId: ReturnType<typeof prepareFind> | undefined;
  return {
    async insert(row: typeof authSessions.$inferInsert) {
      await db.insert(authSessions).values(row);
    },
    async find(id: string) {
      byId ??= prepareFind(db);
      const [row] = await byId.execute({ id });
      return row ?? null;
    },
    async touch(id: string, at: Date) {
      await db.update(authSessions).set({ lastSeenAt: at }).where(eq(authSessions.id, id));
    },
    async delete(id: string) {
      await db.delete(authSessions).where(eq(authSessions.id, id));
    },
    /** Ends every session of a person, but for `keepId` (the session making the change, if theirs). */
    async deleteAllOfUser(userId: number, keepId?: string) {
      await db
        .delete(authSessions)
        .where(and(eq(authSessions.userId, userId), keepId ? ne(authSessions.id, keepId) : undefined));
    },
    async deleteExpired(now: Date) {
      await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
    },
    async countOfUser(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(authSessions)
        .where(eq(authSessions.userId, userId));
      return row.n;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
