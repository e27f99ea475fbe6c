import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export function auditRepository(db: Db) {
  return {
    async record(entry: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(entry);
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
