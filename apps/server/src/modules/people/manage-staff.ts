import type { StaffChange, StaffMember, StaffRole } from '@clubroom/domain/api';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import { pendingInvitationSince } from './invitations.js';
import type { MembershipsRepository } from './memberships.repository.js';
import type { PeopleTransaction } from './people-repositories.js';
import { isSameStanding, refuseStaffChange, standingAfter, type Standing } from './staff-rules.js';
import { refuseSwitchedGrant } from './switched-grants.js';

export async function listStaff(memberships: MembershipsRepository, clubId: number): Promise<{ staff: StaffMember[] }> {
  const rows = await memberships.staffOf(clubId);
  return {
    staff: rows.map(({ membership, user }) => ({
      staffId: membership.id,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: membership.role as StaffRole,
      financialAccess: membership.financialAccess,
      status: membership.status as StaffMember['status'],
      invitedAt: pendingInvitationSince(membership, user)?.toISOString() ?? null,
    })),
  };
}

export interface StaffChangeDeps {
  transaction: PeopleTransaction;
  memberships: MembershipsRepository;
}

/** A membership row as the staff rules see it. */
export const standingOf = (membership: { role: string; status: string; financialAccess: boolean }): Standing => ({
  role: membership.role as StaffRole,
  status: membership.status as Standing['status'],
  financialAccess: membership.financialAccess,
});

/** A person holds each role once per club: changing them to a role they hold in another membership answers 409. */
async function refuseRoleHeldElsewhere(
  memberships: MembershipsRepository,
  clubId: number,
  userId: number,
  before: Standing,
  after: Standing,
): Promise<void> {
  if (after.role === before.role || !(await memberships.holdsRole(clubId, userId, after.role))) return;
  throw new AppError('CONFLICT', `This person is already a ${after.role.replace('_', ' ')} at this club`, [
    { path: 'body.role', message: 'is already held by this person' },
  ]);
}

/**
 * An organiser changes a staff member of their own club, under the club's staff lock and the staff
 * rules (staff-rules.ts). Sessions of the changed person are ended so their new privileges apply
 * at once — except the session making the change, when organisers change themselves (they can only
 * give up financial access), so they are not signed out mid-task.
 * The change, its audit entry (who changed whom, how, and any financial access it took away) and
 * the ended sessions commit together.
 */
export async function changeStaff(
  deps: StaffChangeDeps,
  clubId: number,
  actor: Actor & { sessionId: string; isPlatformStaff: boolean },
  staffId: number,
  change: StaffChange,
): Promise<{ staff: StaffMember[] }> {
  const actorUserId = actor.userId;
  await deps.transaction(async ({ users, memberships, audit, sessions }) => {
    await memberships.lockStaffOf(clubId);
    const membership = await memberships.findStaff(clubId, staffId);
    if (!membership) throw notFound('Staff member');
    const isSelf = membership.userId === actorUserId;
    const before = standingOf(membership);
    const after = standingAfter(before, change);
    const financialOrganisers = await memberships.financialOrganisersOf(clubId);
    refuseStaffChange(before, after, { actor, subjectUserId: membership.userId, financialOrganisers });
    refuseSwitchedGrant(actor, await users.findById(membership.userId), before, after);
    await refuseRoleHeldElsewhere(memberships, clubId, membership.userId, before, after);
    // A change to what they already are (restoring someone active, the same role) writes nothing.
    if (isSameStanding(before, after)) return;
    await memberships.update(clubId, staffId, after);
    const sideEffect = change.kind !== 'financial-access' && after.financialAccess !== before.financialAccess;
    await audit.record(actor, {
      action: `staff.${change.kind}`,
      subjectUserId: membership.userId,
      clubId,
      details: { staffId, ...change, ...(sideEffect && { financialAccess: after.financialAccess }) },
    });
    await sessions.deleteAllOfUser(membership.userId, isSelf ? actor.sessionId : undefined);
  });
  return listStaff(deps.memberships, clubId);
}
