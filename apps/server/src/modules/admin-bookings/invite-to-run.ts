import type { InviteToRunResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { sendInvitations } from './invitations.js';

/** Invites each address to book the run: emailed a link to its booking page, and recorded (`sendInvitations`). */
export async function inviteToRun(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  invitedBy: number,
  origin: string,
  runId: number,
  emails: string[],
): Promise<InviteToRunResponse> {
  const run = await deps.repo.runOf(club.id, runId);
  if (!run) throw notFound('Run');
  const bookUrl = new URL(`/${run.id}/book`, origin).toString();
  const sent = await sendInvitations(
    deps,
    club,
    invitedBy,
    { target: { runId: run.id }, className: run.className, bookUrl },
    emails,
  );
  return { runId: run.id, sent };
}
