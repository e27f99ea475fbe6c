import type { StaffMember, StaffRole } from '@clubroom/domain/contracts';
import { AppError, notFound } from '../../platform/errors.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { PeopleRepository } from './people.repository.js';

export async function listStaff(repo: PeopleRepository, clubId: number): Promise<{ staff: StaffMember[] }> {
  const rows = await repo.staffOf(clubId);
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
  | { kind: 'deactivate' } | { kind: 'revoke' } | { kind: 'restore' }
  | { kind: 'role'; role: StaffRole } | { kind: 'financial-access'; financialAccess: boolean };

/**
 * An organiser changes a staff member of their own club. Organisers cannot lock themselves out
 * (deactivate, revoke or demote their own membership). Sessions of the changed person are ended
 * so their new privileges apply at once — except the session making the change, when organisers
 * change themselves (they can only give up financial access), so they are not signed out mid-task.
 */
export async function changeStaff(
  deps: { repo: PeopleRepository; endSessionsOf: (userId: number, keepSessionId?: string) => Promise<void>; audit: AuditRepository },
  clubId: number,
  actor: { userId: number; sessionId: string },
  staffId: number,
  change: StaffChange,
): Promise<{ staff: StaffMember[] }> {
  const { repo, endSessionsOf } = deps;
  const actorUserId = actor.userId;
  const membership = await repo.findStaffMembership(clubId, staffId);
  if (!membership) throw notFound('Staff member');
  const selfLockout = membership.userId === actorUserId && (change.kind === 'deactivate' || change.kind === 'revoke' || (change.kind === 'role' && change.role !== 'organiser'));
  if (selfLockout) throw new AppError('FORBIDDEN', 403, 'You cannot remove your own organiser access. Ask another organiser to do it.');
  if (change.kind === 'role' && change.role !== membership.role && (await repo.holdsRole(clubId, membership.userId, change.role))) {
    throw new AppError('CONFLICT', 409, `This person is already a ${change.role.replace('_', ' ')} at this club`, [{ path: 'body.role', message: 'is already held by this person' }]);
  }
  const values =
    change.kind === 'deactivate' ? { status: 'deactivated' }
      : change.kind === 'revoke' ? { status: 'revoked', financialAccess: false }
        : change.kind === 'restore' ? { status: 'active' }
          : change.kind === 'role' ? { role: change.role, ...(change.role !== 'organiser' && { financialAccess: false }) }
            : { financialAccess: change.financialAccess };
  if ('financialAccess' in values && values.financialAccess && membership.role !== 'organiser' && change.kind === 'financial-access') {
    throw new AppError('VALIDATION_FAILED', 422, 'Only organisers can have financial access', [{ path: 'body.financialAccess', message: 'only organisers can have financial access' }]);
  }
  await repo.updateMembership(clubId, staffId, values);
  await deps.audit.record({ action: `staff.${change.kind}`, actorUserId, subjectUserId: membership.userId, clubId, details: { staffId, ...change } });
  await endSessionsOf(membership.userId, membership.userId === actorUserId ? actor.sessionId : undefined);
  return listStaff(repo, clubId);
}
