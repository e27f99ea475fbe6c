import { platformRoles, staffRoles, type Role } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { InvitationsRepository, InvitationTarget } from '../booking/index.js';

/** Who is looking at a run's or camp's page: the club's staff, a signed-in account, or a visitor (`userId` null). */
export interface Viewer {
  staff: boolean;
  userId: number | null;
}

const STAFF_ROLES: readonly Role[] = [...staffRoles, ...platformRoles];

export const viewerOf = (auth: AuthContext | null): Viewer => ({
  staff: rolesOf(auth).some((role) => STAFF_ROLES.includes(role)),
  userId: auth?.user.id ?? null,
});

/**
 * A draft run or camp is shown to the club's staff only; an invite-only one to the club's staff and
 * to an account whose email address was invited. To anyone else it does not exist (404, as the
 * public schedule leaves it off).
 */
export async function assertVisible(
  invitations: Pick<InvitationsRepository, 'isInvited'>,
  clubId: number,
  viewer: Viewer,
  target: InvitationTarget & { inviteOnly: boolean; draft: boolean },
  what: string,
): Promise<void> {
  if (viewer.staff) return;
  if (target.draft) throw notFound(what);
  if (!target.inviteOnly) return;
  const ref: InvitationTarget = target.runId !== undefined ? { runId: target.runId } : { campId: target.campId };
  if (viewer.userId !== null && (await invitations.isInvited(clubId, ref, viewer.userId))) return;
  throw notFound(what);
}
