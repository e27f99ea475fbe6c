import type { StaffMember, StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { InviteDeps } from './invite-staff.js';
import {
  countInvitation,
  emailInvitationLink,
  invitationOf,
  lockPendingInvitation,
  type Inviter,
} from './invitations.js';
import { listStaff } from './manage-staff.js';

/**
 * An organiser sends a pending invitation again (POST …/staff/{staffId}/invitation/resend): a new
 * single-use link to choose a password, which replaces the earlier one (it stops working), and a new
 * `invitedAt`. 404 for no such staff member at the club; 409 once they have a password, or while
 * they are deactivated or revoked (a link would let them in to nothing: restore them first). The
 * membership itself does not change, so the staff rules have nothing to weigh; it still runs under
 * the club's staff lock, so it never races a cancellation. Counts against the organiser's invitation
 * limit. The link, the new time, the audit row and the email's job commit together.
 */
export async function resendInvitation(
  deps: InviteDeps,
  facts: RequestFacts & { clubId: number },
  inviter: Inviter,
  staffId: number,
): Promise<{ staff: StaffMember[] }> {
  const now = deps.clock();
  const { clubId } = facts;
  await countInvitation(deps.rateLimits, facts.ip, inviter, now);
  await deps.transaction(async ({ users, memberships, audit, tokens, outbox }) => {
    const { membership, user } = await lockPendingInvitation({ users, memberships }, clubId, staffId);
    if (membership.status !== 'active') {
      throw new AppError('CONFLICT', messages.staff.restoreBeforeResending(`${user.firstName} ${user.lastName}`));
    }
    const role = membership.role as StaffRole;
    await memberships.update(clubId, staffId, { invitedAt: now });
    await audit.record(inviter, {
      action: 'staff.resend-invitation',
      subjectUserId: user.id,
      clubId,
      details: { staffId, role },
    });
    await emailInvitationLink({ tokens, outbox }, user, facts, invitationOf(facts.clubName, inviter, role), now);
  });
  return listStaff(deps.memberships, clubId);
}
