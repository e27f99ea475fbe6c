import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { isSwitched, type Actor } from '../../platform/security/actor.js';
import type { Standing } from './staff-rules.js';

/** Whom a staff change or invitation is for, as far as this rule cares. */
export interface Grantee {
  id: number;
  isSupport: boolean;
  isPlatformManager: boolean;
}

/** Whether a membership's change gives anything: a new membership, a role, its return to active, financial access. */
const gives = (before: Standing | null, after: Standing): boolean =>
  before === null ||
  after.role !== before.role ||
  (after.status === 'active' && before.status !== 'active') ||
  (after.financialAccess && !before.financialAccess);

/**
 * Support, switched into an organiser, must not give a role or access at the club to themselves
 * or to any platform account (support or platform manager): they would keep it after switching
 * back. Taking access away (deactivate, revoke, financial access off) stays allowed. Outside a
 * switched session an organiser may invite whom they choose (docs/security.md, "Switched sessions").
 */
export function refuseSwitchedGrant(
  actor: Actor,
  grantee: Grantee | null,
  before: Standing | null,
  after: Standing,
): void {
  if (!isSwitched(actor) || !grantee || !gives(before, after)) return;
  if (grantee.id === actor.impersonatorUserId || grantee.isSupport || grantee.isPlatformManager) {
    throw new AppError('SWITCHED_SESSION_REFUSED', messages.switchedSession.grantToPlatformAccount);
  }
}
