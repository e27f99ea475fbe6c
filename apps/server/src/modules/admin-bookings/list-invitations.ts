import type { InvitationsResponse } from '@clubroom/domain/api';
import type { InvitationTarget } from '../booking/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { invitationsOf, invitedTo } from './invitations.js';

/** Who was invited to book one of the club's runs or camps, and whether it is invite only. */
export async function listInvitations(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  target: InvitationTarget,
): Promise<InvitationsResponse> {
  const { inviteOnly } = await invitedTo(deps, club.id, target);
  return { inviteOnly, invitations: await invitationsOf(deps, club.id, target) };
}
