import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';

/**
 * Deletes a term with its breaks and runs. A term any of whose runs has a confirmed booking is
 * refused (409, saying how many): nothing booked or paid for disappears with it.
 */
export async function deleteTerm(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  termId: number,
): Promise<{ deleted: true }> {
  return deps.transaction(async (repo, tx) => {
    if (!(await repo.findTerm(club.id, termId))) throw notFound('Term');
    const runIds = await repo.findRunIdsOfTerm(club.id, termId);
    // Locked as a booking locks its run, so no place is confirmed in a run as it goes.
    await lockAvailability(
      tx,
      runIds.map((id) => ({ kind: 'run', id })),
    );
    const booked = await repo.countConfirmedBookings(club.id, runIds);
    if (booked > 0) throw new AppError('CONFLICT', messages.adminSchedule.errors.termHasBookings(booked));
    await repo.deleteTerm(club.id, termId);
    return { deleted: true } as const;
  });
}
