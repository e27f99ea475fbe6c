import type { InvitationTarget } from '../booking/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { invitedTo, sendInvitations } from './invitations.js';

/**
 * Invites each address to book the run or camp: emailed a link to its booking page, and recorded
 * (`sendInvitations`). Answers the target (`runId` or `campId`) with the addresses sent to.
 */
export async function inviteToBook<T extends InvitationTarget>(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  invitedBy: number,
  origin: string,
  target: T,
  emails: string[],
): Promise<T & { sent: string[] }> {
  const { className, bookPath } = await invitedTo(deps, club.id, target);
  const bookUrl = new URL(bookPath, origin).toString();
  const sent = await sendInvitations(deps, club, invitedBy, { target, className, bookUrl }, emails);
  return { ...target, sent };
}
