import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';

/** Deletes a run with its class times and sessions; one with confirmed bookings is refused (409, saying how many). */
export async function deleteRun(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  runId: number,
): Promise<{ deleted: true }> {
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findRuns(club.id, { runId })).length === 0) throw notFound('Run');
    await lockAvailability(tx, [{ kind: 'run', id: runId }]);
    const booked = await repo.countConfirmedBookings(club.id, [runId]);
    if (booked > 0) throw new AppError('CONFLICT', messages.adminSchedule.errors.runHasBookings(booked));
    await repo.deleteRun(club.id, runId);
    return { deleted: true } as const;
  });
}
