import type { ParentBookingResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { catalogueOf } from './booking-catalogue.js';
import { bookingView } from './booking-view.js';
import { cancelPolicyOf } from './cancel-policy.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';

/** Who may read any booking of the club besides its parent: the club's organisers and platform managers. */
const readsClubBookings = (auth: AuthContext) => auth.clubRoles.includes('organiser') || auth.user.isPlatformManager;

/**
 * One booking with its sessions, named by the Host's club id and any of its places' ids: for the
 * child's parent and the club's organisers. Another club's id, another family's booking and no
 * booking at all answer the same 404, so ids cannot be probed.
 */
export async function getBooking(
  deps: ParentBookingsDeps,
  club: ResolvedClub,
  auth: AuthContext,
  { clientId, bookingId }: { clientId: number; bookingId: number },
): Promise<ParentBookingResponse> {
  const places = clientId === club.id ? await deps.repo.placesOfBooking(club.id, bookingId) : [];
  if (places.length === 0 || (places[0].parentUserId !== auth.user.id && !readsClubBookings(auth))) {
    throw notFound('Booking');
  }
  const [catalogue, policy] = await Promise.all([catalogueOf(deps.repo, club.id, places), cancelPolicyOf(deps, club)]);
  return bookingView(places, catalogue, policy);
}
