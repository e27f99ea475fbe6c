import type { InviteToRunResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { inviteEmail } from './family-emails.js';

/**
 * Emails each address (once, however often given) an invitation to book the run, linking straight
 * to its booking page on the club's site. All are queued in one transaction: all or none.
 */
export async function inviteToRun(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  origin: string,
  runId: number,
  emails: string[],
): Promise<InviteToRunResponse> {
  const run = await deps.repo.runOf(club.id, runId);
  if (!run) throw notFound('Run');
  const sent = [...new Set(emails)];
  const bookUrl = new URL(`/${run.id}/book`, origin).toString();
  await deps.send(async (outbox) => {
    for (const to of sent)
      await outbox.email(inviteEmail(to, { className: run.className, clubName: club.name, bookUrl }));
  });
  return { runId: run.id, sent };
}
