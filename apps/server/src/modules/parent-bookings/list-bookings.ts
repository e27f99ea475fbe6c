import type { ParentBookingsResponse } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { catalogueOf } from './booking-catalogue.js';
import { bookingsOf, bookingView } from './booking-view.js';
import { cancelPolicyOf } from './cancel-policy.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';

/** A page of the parent's bookings at the club, newest first, and how many there are. */
export async function listBookings(
  deps: ParentBookingsDeps,
  club: ResolvedClub,
  parentUserId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<ParentBookingsResponse> {
  const { rows, total } = await deps.repo.pageOf(club.id, parentUserId, offset, limit);
  const [catalogue, policy] = await Promise.all([catalogueOf(deps.repo, club.id, rows), cancelPolicyOf(deps, club)]);
  const bookings = bookingsOf(rows).map((places) => {
    const { sessions: _sessions, ...booking } = bookingView(places, catalogue, policy);
    return booking;
  });
  return { bookings, total, offset, limit };
}
