import type { StaffMember, StaffRole } from '@clubroom/domain/api';
import { AppError, notFound } from '../../platform/errors.js';
import type { MembershipsRepository } from './memberships.repository.js';
import type { PeopleTransaction } from './people-repositories.js';

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
    })),
  };
}

export type StaffChange =
  | { kind: 'deactivate' }
  | { kind: 'revoke' }
  | { kind: 'restore' }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'financial-access'; financialAccess: boolean };

export interface StaffChangeDeps {
  transaction: PeopleTransaction;
  memberships: MembershipsRepository;
}

/**
 * Refuses what an organiser may not do: lock themselves out (deactivate, revoke or demote their
 * own membership), give someone a role they already hold, or give financial access to anyone but
 * an organiser.
 */
async function refuseWrongChange(
  memberships: MembershipsRepository,
  clubId: number,
  membership: { userId: number; role: string },
  change: StaffChange,
  isSelf: boolean,
): Promise<void> {
  const losesOrganiser =
    change.kind === 'deactivate' || change.kind === 'revoke' || (change.kind === 'role' && change.role !== 'organiser');
  if (isSelf && losesOrganiser) {
    throw new AppError('FORBIDDEN', 'You cannot remove your own organiser access. Ask another organiser to do it.');
  }
  const newRole = change.kind === 'role' && change.role !== membership.role ? change.role : null;
  if (newRole && (await memberships.holdsRole(clubId, membership.userId, newRole))) {
    throw new AppError('CONFLICT', `This person is already a ${newRole.replace('_', ' ')} at this club`, [
      { path: 'body.role', message: 'is already held by this person' },
    ]);
  }
  if (change.kind === 'financial-access' && change.financialAccess && membership.role !== 'organiser') {
    throw new AppError('VALIDATION_FAILED', 'Only organisers can have financial access', [
      { path: 'body.financialAccess', message: 'only organisers can have financial access' },
    ]);
  }
}

/** What a change writes on the membership. */
function membershipValues(change: StaffChange): { status?: string; role?: StaffRole; financialAccess?: boolean } {
  switch (change.kind) {
    case 'deactivate':
      return { status: 'deactivated' };
    case 'revoke':
      return { status: 'revoked', financialAccess: false };
    case 'restore':
      return { status: 'active' };
    case 'role':
      return { role: change.role, ...(change.role !== 'organiser' && { financialAccess: false }) };
    case 'financial-access':
      return { financialAccess: change.financialAccess };
  }
}

/**
 * An organiser changes a staff member of their own club (see refuseWrongChange for what they may
 * not do). Sessions of the changed person are ended so their new privileges apply at once — except
 * the session making the change, when organisers change themselves (they can only give up
 * financial access), so they are not signed out mid-task.
 * The change, its audit entry (who changed whom, how) and the ended sessions commit together.
 */
export async function changeStaff(
  deps: StaffChangeDeps,
  clubId: number,
  actor: { userId: number; sessionId: string },
  staffId: number,
  change: StaffChange,
): Promise<{ staff: StaffMember[] }> {
  const actorUserId = actor.userId;
  await deps.transaction(async ({ memberships, audit, sessions }) => {
    const membership = await memberships.findStaff(clubId, staffId);
    if (!membership) throw notFound('Staff member');
    const isSelf = membership.userId === actorUserId;
    await refuseWrongChange(memberships, clubId, membership, change, isSelf);
    await memberships.update(clubId, staffId, membershipValues(change));
    await audit.record({
      action: `staff.${change.kind}`,
      actorUserId,
      subjectUserId: membership.userId,
      clubId,
      details: { staffId, ...change },
    });
    await sessions.deleteAllOfUser(membership.userId, isSelf ? actor.sessionId : undefined);
  });
  return listStaff(deps.memberships, clubId);
}
