import type { JobEffectsRepository } from './job-effects.repository.js';

/**
 * Runs a job's side effect (sending an email, calling a webhook) unless an earlier attempt of the
 * same job already did, and records that it happened. A retry after a successful attempt (the
 * worker stopped, or failed to mark the job complete) is then a no-op. Only a stop between the
 * effect and the record — a few milliseconds — can make it happen twice; it is never lost.
 */
export async function oncePerJob(effects: JobEffectsRepository, jobId: string, effect: () => Promise<void>) {
  if (await effects.isDone(jobId)) return;
  await effect();
  await effects.markDone(jobId);
}
