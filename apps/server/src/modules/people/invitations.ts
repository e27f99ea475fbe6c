import { INVITATION_LIFETIME_DAYS, type StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { Actor } from '../../platform/security/actor.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { resetPasswordUrl } from '../../platform/security/reset-password-link.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import { staffInvitationEmail, type StaffInvitation } from './emails.js';
import type { PeopleRepositories } from './people-repositories.js';

/** An invitation's link sets a password like a reset link, but lives a week rather than an hour. */
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;

/** Whoever invites (or invites again): the email names them. */
export type Inviter = Actor & { lastName: string; isPlatformStaff: boolean };

/** Every invitation, and every one sent again, counts against the organiser and their address, refused ones too. */
export const countInvitation = (rateLimits: RateLimitRepository, ip: string, inviter: Inviter, now: Date) =>
  enforceRateLimit(rateLimits, RATE_LIMITS.staffInvite, [`ip:${ip}`, `user:${inviter.userId}`], now);

/**
 * When a staff membership's invitation was last sent, while it is pending; null otherwise. It is
 * accepted once the person has a password (set through its link, or any other way they prove the
 * address and choose one): one login serves every club, so it accepts all their invitations at once.
 */
export const pendingInvitationSince = (
  membership: { invitedAt: Date | null },
  user: { passwordHash: string | null },
): Date | null => (user.passwordHash === null ? membership.invitedAt : null);

/**
 * Under the club's staff lock (taken here, before anything is read): a staff member of the club and
 * their account, while their invitation is pending. 404 for no such staff member at this club; 409
 * once they have a password (there is nothing left to resend or cancel).
 */
export async function lockPendingInvitation(
  { users, memberships }: Pick<PeopleRepositories, 'users' | 'memberships'>,
  clubId: number,
  staffId: number,
) {
  await memberships.lockStaffOf(clubId);
  const membership = await memberships.findStaff(clubId, staffId);
  const user = membership && (await users.findById(membership.userId));
  if (!membership || !user) throw notFound('Staff member');
  if (!pendingInvitationSince(membership, user)) {
    throw new AppError('CONFLICT', messages.staff.noInvitationWaiting(`${user.firstName} ${user.lastName}`));
  }
  return { membership, user };
}

/** Who is invited to which club, by whom, as what: the invitation email's words. */
export const invitationOf = (clubName: string, inviter: Inviter, role: StaffRole): StaffInvitation => ({
  clubName,
  inviterName: `${inviter.firstName} ${inviter.lastName}`,
  role: messages.staff.roleInSentence[role],
});

/**
 * Makes a new single-use link to choose a password, valid for the invitation's lifetime, and queues its
 * email in the caller's transaction. Issued at the club, so cancelling there voids it; like every
 * password link it replaces the person's earlier unused ones, so only the latest works.
 */
export async function emailInvitationLink(
  { tokens, outbox }: Pick<PeopleRepositories, 'tokens'> & { outbox: Outbox },
  user: { id: number; email: string },
  facts: Pick<RequestFacts, 'origin'> & { clubId: number },
  invitation: StaffInvitation,
  now: Date,
): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await tokens.insert({
    kind: 'password_reset',
    tokenHash: sha256(token),
    userId: user.id,
    clubId: facts.clubId,
    expiresAt,
  });
  await outbox.email(staffInvitationEmail(user.email, resetPasswordUrl(facts.origin, token), invitation));
}
