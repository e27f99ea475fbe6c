import { randomUUID } from 'node:crypto';
import type { TrophiesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { foundOr404, notFound } from '../../platform/errors.js';
import { imageTypes, type ImageType } from '../../platform/storage/image-type.js';
import type { ImageUpload, ImageUploadRule } from '../../platform/storage/uploads.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { listTrophies } from './manage-trophies.js';
import { assertTrophiesOn } from './trophies-switch.js';
import type { TrophiesDeps } from './trophies-deps.js';

const t = messages.trophies;
type Club = Pick<ResolvedClub, 'id'>;

/** A trophy's picture: a PNG or JPEG (what the certificate's PDF can hold), at most 1 MB, judged by its bytes. */
export const trophyImageUpload: ImageUploadRule = {
  fileField: 'image',
  textFields: [],
  maxBytes: 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
  tooLarge: t.imageTooLarge,
  wrongType: t.imageWrongType,
};

/** Keeps a trophy's new picture under a key of the server's making, then forgets its old one. */
export async function uploadTrophyImage(
  deps: TrophiesDeps,
  club: Club,
  trophyId: number,
  upload: ImageUpload,
): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  foundOr404(await deps.repo.find(club.id, trophyId), 'Trophy');
  const old = await deps.repo.imageOf(club.id, trophyId);
  const key = `trophies/${randomUUID()}.${imageTypes[upload.type]}`;
  await deps.files.put(key, upload.bytes);
  await deps.repo.setImage(club.id, trophyId, { key, type: upload.type });
  if (old) await deps.files.remove(old.key);
  return listTrophies(deps, club);
}

/** Takes a trophy's picture away: its colour shows again. */
export async function removeTrophyImage(deps: TrophiesDeps, club: Club, trophyId: number): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  foundOr404(await deps.repo.find(club.id, trophyId), 'Trophy');
  const old = await deps.repo.imageOf(club.id, trophyId);
  await deps.repo.setImage(club.id, trophyId, null);
  if (old) await deps.files.remove(old.key);
  return listTrophies(deps, club);
}

/** A trophy's picture and its type (judged at upload): the club's own trophy only; none is 404. */
export async function trophyImage(
  deps: TrophiesDeps,
  club: Club,
  trophyId: number,
): Promise<{ bytes: Buffer; type: ImageType }> {
  await assertTrophiesOn(deps, club.id);
  const image = await deps.repo.imageOf(club.id, trophyId);
  const bytes = image && (await deps.files.get(image.key));
  if (!image || !bytes) throw notFound('Image');
  return { bytes, type: image.type as ImageType };
}
