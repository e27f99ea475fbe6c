import type { PhotoPermission } from '@clubroom/domain/api';
import { AppError } from '../../platform/errors.js';
import { refuseSwitchedSession, type Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';

type Answer = { clientId: number; data: PhotoPermission | null };

/** The parent's answer to this club's photo and video question for their child, or none. */
export async function photoPermissionOf(
  deps: FamilyDeps,
  parentUserId: number,
  club: Pick<ResolvedClub, 'id'>,
  childId: number,
): Promise<Answer> {
  const child = await requireOwnChild(deps.repos.children, parentUserId, childId);
  const answer = await deps.repos.clubChildren.photoPermissionOf(club.id, child.id);
  return {
    clientId: club.id,
    data: answer && { personId: child.id, clientId: club.id, status: answer.allowed ? '1' : '0' },
  };
}

/** Records the parent's answer for this club (`clientId` must be the club of the site it is given on). */
export async function updatePhotoPermission(
  deps: FamilyDeps,
  actor: Actor,
  club: Pick<ResolvedClub, 'id'>,
  body: { personId: number; status: '1' | '0'; clientId: number },
): Promise<Answer> {
  if (body.clientId !== club.id) {
    throw new AppError('VALIDATION_FAILED', "body.clientId: must be this club's id", [
      { path: 'body.clientId', message: "must be this club's id" },
    ]);
  }
  refuseSwitchedSession(actor);
  const child = await requireOwnChild(deps.repos.children, actor.userId, body.personId);
  await deps.repos.clubChildren.savePhotoPermission(club.id, child.id, body.status === '1', actor.userId, deps.clock());
  return { clientId: club.id, data: { personId: child.id, clientId: club.id, status: body.status } };
}
