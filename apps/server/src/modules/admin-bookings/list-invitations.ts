import type { InvitationsResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { invitationsOf } from './invitations.js';

/** Who was invited to book one of the club's runs, and whether it is invite only. */
export async function runInvitations(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  runId: number,
): Promise<InvitationsResponse> {
  const run = await deps.repo.runOf(club.id, runId);
  if (!run) throw notFound('Run');
  return { inviteOnly: run.inviteOnly, invitations: await invitationsOf(deps, club.id, { runId: run.id }) };
}

/** Who was invited to book one of the club's camps, and whether it is invite only. */
export async function campInvitations(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  campId: number,
): Promise<InvitationsResponse> {
  const camp = await deps.repo.campOf(club.id, campId);
  if (!camp) throw notFound('Camp');
  return { inviteOnly: camp.inviteOnly, invitations: await invitationsOf(deps, club.id, { campId: camp.id }) };
}
