import type { InviteToCampResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { sendInvitations } from './invitations.js';

/** Invites each address to book the camp: emailed a link to its booking page, and recorded (`sendInvitations`). */
export async function inviteToCamp(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  invitedBy: number,
  origin: string,
  campId: number,
  emails: string[],
): Promise<InviteToCampResponse> {
  const camp = await deps.repo.campOf(club.id, campId);
  if (!camp) throw notFound('Camp');
  const bookUrl = new URL(`/camp/${camp.id}/book`, origin).toString();
  const sent = await sendInvitations(
    deps,
    club,
    invitedBy,
    { target: { campId: camp.id }, className: camp.className, bookUrl },
    emails,
  );
  return { campId: camp.id, sent };
}
