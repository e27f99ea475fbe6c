import type { StaffChange, StaffMember, StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';

/**
 * The staff rules, in one place: every staff use case (a change, an invitation) works out what a
 * membership becomes and passes both to `refuseStaffChange`, on facts read under the club's staff
 * lock. Pure, so every rule is tested without a database (staff-rules.test.ts).
 */

/** A staff membership as far as the rules care. */
export interface Standing {
  role: StaffRole;
  status: StaffMember['status'];
  financialAccess: boolean;
}

/** Whether a membership gives financial access now: only an active organiser's does. */
const holdsFinancialAccess = (s: Standing): boolean =>
  s.financialAccess && s.role === 'organiser' && s.status === 'active';

/**
 * What a change makes of a membership. Financial access is given only by its own change; every
 * other change can only take it away: leaving the organiser role, deactivation and revocation
 * clear it, so a person restored or made an organiser again comes back without it.
 */
export function standingAfter(before: Standing, change: StaffChange): Standing {
  switch (change.kind) {
    case 'deactivate':
      return { ...before, status: 'deactivated', financialAccess: false };
    case 'revoke':
      return { ...before, status: 'revoked', financialAccess: false };
    case 'restore':
      // Restoring someone active changes nothing; anyone else comes back without financial access.
      return before.status === 'active' ? before : { ...before, status: 'active', financialAccess: false };
    case 'role':
      return {
        ...before,
        role: change.role,
        financialAccess: holdsFinancialAccess(before) && change.role === 'organiser',
      };
    case 'financial-access':
      return { ...before, financialAccess: change.financialAccess };
  }
}

export const isSameStanding = (a: Standing, b: Standing): boolean =>
  a.role === b.role && a.status === b.status && a.financialAccess === b.financialAccess;

/** What the rules need to know besides the membership, read under the club's staff lock. */
export interface StaffFacts {
  actor: { userId: number; isPlatformStaff: boolean };
  subjectUserId: number;
  /** The people who hold financial access at the club (active organisers with the flag). */
  financialOrganisers: readonly number[];
}

/**
 * Refuses a change the staff rules forbid, from what the membership is (`null` for a new one) and
 * what it would become (`null` when it goes: a cancelled invitation):
 * - nobody removes their own organiser access (403);
 * - only active organisers hold financial access (400);
 * - only someone who holds financial access (or platform staff) may give or take it, directly or
 *   as the side effect of a role or status change (403);
 * - a club always keeps one active organiser with financial access: the last one cannot lose it (409).
 */
export function refuseStaffChange(before: Standing | null, after: Standing | null, facts: StaffFacts): void {
  const { actor, subjectUserId, financialOrganisers } = facts;
  const leavesOrganisers =
    after === null || after.status !== 'active' || (before?.role === 'organiser' && after.role !== 'organiser');
  if (actor.userId === subjectUserId && leavesOrganisers) {
    throw new AppError('FORBIDDEN', messages.staff.ownAccessLocked);
  }
  if (after?.financialAccess && !holdsFinancialAccess(after)) {
    const message =
      after.role === 'organiser'
        ? messages.staff.onlyActiveOrganisersFinancial
        : messages.staff.onlyOrganisersFinancial;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.financialAccess', message }]);
  }
  const held = before !== null && holdsFinancialAccess(before);
  if (held === (after !== null && holdsFinancialAccess(after))) return;
  if (!actor.isPlatformStaff && !financialOrganisers.includes(actor.userId)) {
    throw new AppError('FORBIDDEN', messages.staff.needFinancialAccessFor[held ? 'remove' : 'give']);
  }
  if (held && financialOrganisers.every((userId) => userId === subjectUserId)) {
    throw new AppError('LAST_FINANCIAL_ORGANISER', messages.staff.lastFinancialOrganiser);
  }
}
