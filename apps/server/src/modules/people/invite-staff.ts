import type { InviteStaffBody, StaffMember, StaffRole } from '@clubroom/domain/contracts';
import { messages } from '@clubroom/domain/messages';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { RateLimitRepository } from '../../platform/auth/rate-limit.repository.js';
import { randomToken, sha256 } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RequestFacts } from '../auth/auth-deps.js';
import { addedToStaffEmail, staffInvitationEmail } from '../auth/emails.js';
import { resetPasswordUrl } from '../auth/password-reset.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { listStaff } from './manage-staff.js';
import type { PeopleRepository } from './people.repository.js';

/** An invitation's link sets a password like a reset link, but lives a week rather than an hour. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export interface InviteDeps {
  /** Runs `work` in one transaction, with repositories bound to it. */
  transaction<T>(work: (repos: { users: UsersRepository; people: PeopleRepository; audit: AuditRepository }) => Promise<T>): Promise<T>;
  people: PeopleRepository;
  rateLimits: RateLimitRepository;
  mailer: Mailer;
  clock: () => Date;
}

const alreadyStaff = (email: string, role: string) => {
  const message = messages.staff.invite.alreadyStaff(email, messages.staff.roleInSentence[role as StaffRole]);
  return new AppError('CONFLICT', 409, message, [{ path: 'body.email', message }]);
};

/**
 * An organiser invites someone to their club's staff. A person holds at most one staff role per
 * club, so someone already on the staff (active, deactivated or revoked) answers 409: change their
 * role or restore them instead. An account with a password gets the membership and a notice with a
 * sign-in link; an address without one (a new address, or a sign-up never finished) gets an
 * unverified account with no password, the membership, and a single-use link to choose a password
 * (which also proves the address). The writes are one transaction; the email goes once it commits.
 * Every invitation counts against the organiser's rate limit, refused ones too.
 */
export async function inviteStaff(
  deps: InviteDeps,
  facts: RequestFacts & { clubId: number },
  inviter: { id: number; firstName: string; lastName: string },
  body: InviteStaffBody,
): Promise<{ staff: StaffMember[] }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.staffInvite, [`ip:${facts.ip}`, `user:${inviter.id}`], now);
  const invited = await deps.transaction(async ({ users, people, audit }) => {
    await people.lockAddress(body.email);
    const existing = await users.findByEmail(body.email);
    const held = existing && (await people.staffRoleOf(facts.clubId, existing.id));
    if (held) throw alreadyStaff(body.email, held);
    const user = existing ?? (await users.insert({ email: body.email, firstName: body.firstName, lastName: body.lastName, passwordHash: null }));
    await users.ensureMembership(facts.clubId, user.id, body.role);
    await audit.record({ action: 'staff.invite', actorUserId: inviter.id, subjectUserId: user.id, clubId: facts.clubId, details: { role: body.role, newAccount: !existing } });
    if (user.passwordHash) return { email: user.email, token: null };
    const token = randomToken();
    await users.insertToken({ kind: 'password_reset', tokenHash: sha256(token), userId: user.id, clubId: facts.clubId, expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) });
    return { email: user.email, token };
  });
  const invitation = { clubName: facts.clubName, inviterName: `${inviter.firstName} ${inviter.lastName}`, role: messages.staff.roleInSentence[body.role] };
  await deps.mailer.send(invited.token
    ? staffInvitationEmail(invited.email, resetPasswordUrl(facts.origin, invited.token), invitation)
    : addedToStaffEmail(invited.email, new URL('/login', facts.origin).toString(), invitation));
  return listStaff(deps.people, facts.clubId);
}
