import type { InviteStaffBody, StaffMember, StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { addedToStaffEmail } from './emails.js';
import { countInvitation, emailInvitationLink, invitationOf, type Inviter } from './invitations.js';
import { listStaff } from './manage-staff.js';
import type { MembershipsRepository } from './memberships.repository.js';
import type { PeopleTransaction } from './people-repositories.js';
import { refuseStaffChange } from './staff-rules.js';
import { refuseSwitchedGrant } from './switched-grants.js';

export interface InviteDeps {
  transaction: PeopleTransaction;
  memberships: MembershipsRepository;
  rateLimits: RateLimitRepository;
  clock: () => Date;
}

const alreadyStaff = (email: string, role: string) => {
  const message = messages.staff.invite.alreadyStaff(email, messages.staff.roleInSentence[role as StaffRole]);
  return new AppError('CONFLICT', message, [{ path: 'body.email', message }]);
};

/**
 * An organiser invites someone to their club's staff. A person holds at most one staff role per
 * club, so someone already on the staff (active, deactivated or revoked) answers 409: change their
 * role or restore them instead. An account with a password gets the membership and a notice with a
 * sign-in link; an address without one (a new address, or a sign-up never finished) gets an
 * unverified account with no password, the membership, and a single-use link to choose a password
 * (which also proves the address): that invitation is pending until they choose a password, and the
 * organiser may resend or cancel it meanwhile. The new membership never holds financial access; it goes
 * through the staff rules like every staff change, under the club's staff lock. The writes and the
 * email's job are one transaction.
 * Every invitation counts against the organiser's rate limit, refused ones too.
 */
export async function inviteStaff(
  deps: InviteDeps,
  facts: RequestFacts & { clubId: number },
  inviter: Inviter,
  body: InviteStaffBody,
): Promise<{ staff: StaffMember[] }> {
  const now = deps.clock();
  const { clubId } = facts;
  await countInvitation(deps.rateLimits, facts.ip, inviter, now);
  const invitation = invitationOf(facts.clubName, inviter, body.role);
  await deps.transaction(async ({ users, memberships, audit, tokens, outbox }) => {
    await users.lockAddress(body.email);
    const existing = await users.findByEmail(body.email);
    const held = existing && (await memberships.staffRoleOf(clubId, existing.id));
    if (held) throw alreadyStaff(body.email, held);
    const { email, firstName, lastName } = body;
    const user = existing ?? (await users.insert({ email, firstName, lastName, passwordHash: null }));
    await memberships.lockStaffOf(clubId);
    const joining = { role: body.role, status: 'active', financialAccess: false } as const;
    refuseStaffChange(null, joining, {
      actor: inviter,
      subjectUserId: user.id,
      financialOrganisers: await memberships.financialOrganisersOf(clubId),
    });
    refuseSwitchedGrant(inviter, existing, null, joining);
    // Someone without a password is sent a link to choose one: the invitation is pending until they do.
    await memberships.ensure(clubId, user.id, body.role, user.passwordHash ? null : now);
    await audit.record(inviter, {
      action: 'staff.invite',
      subjectUserId: user.id,
      clubId,
      details: { role: body.role, newAccount: !existing },
    });
    if (user.passwordHash) {
      await outbox.email(
        addedToStaffEmail(user.email, new URL(clubPages.signIn.path, facts.origin).toString(), invitation),
      );
      return;
    }
    await emailInvitationLink({ tokens, outbox }, user, facts, invitation, now);
  });
  return listStaff(deps.memberships, clubId);
}
