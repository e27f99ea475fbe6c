import type { Invitation } from '@clubroom/domain/api';
import { foundOr404 } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';
import type { InvitationTarget } from '../booking/index.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { inviteEmail } from './family-emails.js';

/** What is being invited to: a run or a camp of the club, and its booking page. */
export interface Invited {
  target: InvitationTarget;
  className: string;
  bookUrl: string;
}

/** The run or camp of the club invited to (404 for another club's), with its booking page's path. */
export async function invitedTo(deps: AdminBookingsDeps, clubId: number, target: InvitationTarget) {
  if (target.runId !== undefined) {
    const run = foundOr404(await deps.repo.runOf(clubId, target.runId), 'Run');
    return { ...run, bookPath: `/${run.id}/book` };
  }
  const camp = foundOr404(await deps.repo.campOf(clubId, target.campId), 'Camp');
  return { ...camp, bookPath: `/camp/${camp.id}/book` };
}

/**
 * Emails each address (once, however often given, compared lower-cased) an invitation to book,
 * linking straight to the booking page on the club's site, and records it: one invited again has
 * its time refreshed. All in one transaction: every address recorded and queued, or none. An address
 * of someone's account has it in their inbox at the club too; another only by email (nothing is
 * kept for them beyond the invitation, and an account made later does not receive it).
 */
export async function sendInvitations(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  invitedBy: number,
  invited: Invited,
  emails: string[],
): Promise<string[]> {
  const sent = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  // Read before the transaction: on the embedded database a read beside it would wait for it.
  const people = await deps.people.idsByEmail(sent);
  await deps.send(async (outbox, invitations) => {
    await invitations.record(club.id, invited.target, sent, invitedBy, deps.clock());
    for (const to of sent) {
      const userId = people.get(to);
      await outbox.email({
        ...inviteEmail(to, { className: invited.className, clubName: club.name, bookUrl: invited.bookUrl }),
        ...(userId !== undefined && { inbox: { clubId: club.id, userId } }),
      });
    }
  });
  return sent;
}

/** The run's or camp's invitations as the invite page lists them. */
export async function invitationsOf(
  deps: AdminBookingsDeps,
  clubId: number,
  target: InvitationTarget,
): Promise<Invitation[]> {
  const rows = await deps.invitations.list(clubId, target);
  return rows.map((r) => ({
    invitationId: r.id,
    email: r.email,
    invitedAt: toEpoch(r.invitedAt),
    invitedBy: r.invitedBy,
  }));
}
