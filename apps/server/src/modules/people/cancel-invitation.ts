import type { StaffMember } from '@clubroom/domain/api';
import type { Actor } from '../../platform/security/actor.js';
import { lockPendingInvitation } from './invitations.js';
import { listStaff, standingOf, type StaffChangeDeps } from './manage-staff.js';
import { refuseStaffChange } from './staff-rules.js';

/**
 * An organiser cancels a pending invitation (POST …/staff/{staffId}/invitation/cancel): the
 * membership is removed, so the person leaves the staff list, and the links to choose a password
 * issued at this club stop working. 404 for no such staff member at the club; 409 once they have a
 * password (deactivate or revoke them instead). The removal goes through the staff rules under the
 * club's staff lock like any change that takes access away (nobody cancels their own; financial
 * access given meanwhile goes only by someone who holds it, never from the last one). The account
 * stays (docs/security.md, "People and roles"), and any session it has ends. The removal, the voided
 * links, the ended sessions and the audit row commit together.
 */
export async function cancelInvitation(
  deps: StaffChangeDeps & { clock: () => Date },
  clubId: number,
  actor: Actor & { isPlatformStaff: boolean },
  staffId: number,
): Promise<{ staff: StaffMember[] }> {
  const now = deps.clock();
  await deps.transaction(async ({ users, memberships, audit, tokens, sessions }) => {
    const { membership, user } = await lockPendingInvitation({ users, memberships }, clubId, staffId);
    const before = standingOf(membership);
    const financialOrganisers = await memberships.financialOrganisersOf(clubId);
    refuseStaffChange(before, null, { actor, subjectUserId: user.id, financialOrganisers });
    await memberships.remove(clubId, staffId);
    await tokens.voidAll('password_reset', user.id, now, clubId);
    await audit.record(actor, {
      action: 'staff.cancel-invitation',
      subjectUserId: user.id,
      clubId,
      details: { staffId, role: before.role, ...(before.financialAccess && { financialAccess: false }) },
    });
    await sessions.deleteAllOfUser(user.id);
  });
  return listStaff(deps.memberships, clubId);
}
