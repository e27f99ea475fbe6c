import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';

/**
 * Deletes a camp with its weeks and days. One with confirmed bookings on any day is refused (409,
 * saying how many): nothing booked or paid for disappears with it.
 */
export async function deleteCamp(deps: AdminCampsDeps, club: ResolvedClub, campId: number): Promise<{ deleted: true }> {
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findCamps(club.id, campId)).length === 0) throw notFound('Camp');
    const weeks = await repo.findWeeks(club.id, [campId]);
    const dayIds = (
      await repo.findDays(
        club.id,
        weeks.map((w) => w.id),
      )
    ).map((d) => d.id);
    // Locked as a booking locks its days, so no place is confirmed on one as it goes.
    await lockAvailability(
      tx,
      dayIds.map((id) => ({ kind: 'camp-day', id })),
    );
    const booked = await repo.countConfirmedBookings(club.id, dayIds);
    if (booked > 0) throw new AppError('CONFLICT', messages.adminCamps.errors.campHasBookings(booked));
    await repo.deleteCamp(club.id, campId);
    return { deleted: true } as const;
  });
}
