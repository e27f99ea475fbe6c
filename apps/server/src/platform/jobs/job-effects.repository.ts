import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobEffects } from '../../db/schema/index.js';

/** Which jobs' side effects have happened (table job_effects). */
export function jobEffectsRepository(db: Db) {
  return {
    async isDone(jobId: string): Promise<boolean> {
      const rows = await db.select({ jobId: jobEffects.jobId }).from(jobEffects).where(eq(jobEffects.jobId, jobId));
      return rows.length > 0;
    },
    async markDone(jobId: string): Promise<void> {
      await db.insert(jobEffects).values({ jobId }).onConflictDoNothing();
    },
  };
}

export type JobEffectsRepository = ReturnType<typeof jobEffectsRepository>;
