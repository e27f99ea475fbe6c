import { randomUUID } from 'node:crypto';
import { idSchema } from '@clubroom/domain/api';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import { imageTypes, type ImageType } from '../../platform/storage/image-type.js';
import type { ImageUpload } from '../../platform/storage/uploads.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ChildRow } from './children.repository.js';
import { childView } from './child-view.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';

function personIdOf(fields: Record<string, string>): number {
  const parsed = idSchema.safeParse(fields.personId ?? '');
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'body.personId: must be the id of one of your children', [
      { path: 'body.personId', message: 'must be the id of one of your children' },
    ]);
  }
  return parsed.data;
}

/**
 * Keeps a new photo of the parent's child under a key of the server's making, then forgets the
 * old one. Support may do this in a switched session: a photo is no consent.
 */
export async function uploadChildPhoto(
  deps: FamilyDeps,
  actor: Actor,
  upload: ImageUpload,
): Promise<{ photoUrl: string }> {
  const child = await requireOwnChild(deps.repos.children, actor.userId, personIdOf(upload.fields));
  const key = `children/${randomUUID()}.${imageTypes[upload.type]}`;
  await deps.files.put(key, upload.bytes);
  const now = deps.clock();
  await deps.repos.children.update(child.id, { photoKey: key, photoType: upload.type, updatedAt: now });
  if (child.photoKey) await deps.files.remove(child.photoKey);
  const view = await childView(deps.repos.children, { ...child, photoKey: key, photoType: upload.type }, now);
  return { photoUrl: view.photoUrl! };
}

/** Who asks for a photo: the person, and the club's staff (or support) on the club's site they ask on. */
export interface PhotoViewer {
  userId: number;
  /** The club of the site asked on when the person is its staff or support; null otherwise. */
  staffOf: Pick<ResolvedClub, 'id'> | null;
}

/**
 * A child's photo and its type (judged from its bytes when it was uploaded), for whoever may see the
 * child: their parent, and the staff (and support) of a club the child is a member of, on that club's
 * site. Anyone else's answer is 404, as for no child.
 */
export async function childPhoto(
  deps: FamilyDeps,
  viewer: PhotoViewer,
  childId: number,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const child = await childSeenBy(deps, viewer, childId);
  const bytes = child.photoKey ? await deps.files.get(child.photoKey) : null;
  if (!bytes || !child.photoType) throw notFound('Photo');
  return { bytes, type: child.photoType as ImageType };
}

async function childSeenBy(deps: FamilyDeps, { userId, staffOf }: PhotoViewer, childId: number): Promise<ChildRow> {
  const own = await deps.repos.children.findOfParent(userId, childId);
  if (own) return own;
  const member = staffOf && (await deps.repos.clubChildren.connectionOf(staffOf.id, childId));
  const child = member && (await deps.repos.children.findById(childId));
  if (!child) throw notFound('Child');
  return child;
}
