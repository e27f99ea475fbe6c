import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Actor } from '../security/actor.js';

/** What happened, to whom, where; who did it comes from the actor. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at' | 'actorUserId' | 'impersonatorUserId'>;

export function auditRepository(db: Db) {
  return {
    /** Records both identities of the actor: the person acted as, and the support person behind a switched session. */
    async record(actor: Pick<Actor, 'userId' | 'impersonatorUserId'>, entry: AuditEntry) {
      await db
        .insert(auditLog)
        .values({ ...entry, actorUserId: actor.userId, impersonatorUserId: actor.impersonatorUserId });
    },
    latest(limit = 100) {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
    ofSubject(userId: number) {
      return db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId)).orderBy(desc(auditLog.id));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
