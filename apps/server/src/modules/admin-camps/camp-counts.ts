import type { CampMoneyCount } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsRepository } from './admin-camps.repository.js';

/** Confirmed places on the club's camp days (a child on a day is one), in all and per camp. */
export async function campBookingsCount(repo: AdminCampsRepository, club: ResolvedClub) {
  const camps = await repo.bookingsPerCamp(club.id);
  return { count: camps.reduce((sum, c) => sum + c.count, 0), camps };
}

/**
 * Camp bookings paid (lines of completed orders) or due (lines of orders waiting for payment): how
 * many, and their amount after discounts, in all and per camp. Places the club added itself carry no
 * order and count in neither.
 */
export async function campMoneyCount(
  repo: AdminCampsRepository,
  club: ResolvedClub,
  which: 'paid' | 'due',
): Promise<CampMoneyCount> {
  const camps = await repo.campLinesPerCamp(club.id, which === 'paid' ? 'completed' : 'pending');
  return {
    count: camps.reduce((sum, c) => sum + c.count, 0),
    amount: camps.reduce((sum, c) => sum + c.amount, 0),
    currency: club.currency,
    camps,
  };
}
