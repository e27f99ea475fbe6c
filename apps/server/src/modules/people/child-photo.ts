import { randomUUID } from 'node:crypto';
import { idSchema } from '@clubroom/domain/api';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import { imageTypes, type ImageType } from '../../platform/storage/image-type.js';
import type { ImageUpload } from '../../platform/storage/uploads.js';
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

/** A child's photo and its type (judged from its bytes when it was uploaded), for whoever may see the child. */
export async function childPhoto(
  deps: FamilyDeps,
  viewerUserId: number,
  childId: number,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const child = await requireOwnChild(deps.repos.children, viewerUserId, childId);
  const bytes = child.photoKey ? await deps.files.get(child.photoKey) : null;
  if (!bytes || !child.photoType) throw notFound('Photo');
  return { bytes, type: child.photoType as ImageType };
}
