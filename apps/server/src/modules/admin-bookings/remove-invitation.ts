import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';

/**
 * Removes one of the club's invitations (another club's answers 404): the address may no longer
 * book the run or camp while it is invite only. Places already booked or held are kept.
 */
export async function removeInvitation(deps: AdminBookingsDeps, club: ResolvedClub, invitationId: number) {
  if (!(await deps.invitations.remove(club.id, invitationId))) throw notFound('Invitation');
  return { removed: true as const };
}
