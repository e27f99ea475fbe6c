import { randomUUID } from 'node:crypto';
import { LOGO_KEY_PREFIX, logoUrlOf } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import { imageTypes, type ImageType } from '../../platform/storage/image-type.js';
import type { ImageUpload } from '../../platform/storage/uploads.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubProfileDeps } from './club-profile-deps.js';

/**
 * Keeps a new logo under a key of the server's making (its type, judged from its bytes, as the
 * extension), points the club at it, then forgets the old one. Answers its URL, which carries the
 * upload time so no cache shows the old logo.
 */
export async function uploadClubLogo(
  deps: ClubProfileDeps,
  club: Pick<ResolvedClub, 'id' | 'subdomain'>,
  upload: ImageUpload,
): Promise<{ data: string }> {
  const key = `${LOGO_KEY_PREFIX}${randomUUID()}.${imageTypes[upload.type]}`;
  await deps.files.put(key, upload.bytes);
  const previous = (await deps.repo.profileOf(club.id)).logoKey;
  const now = deps.clock();
  await deps.repo.setLogo(club.id, key, now);
  deps.forgetClub(club.subdomain);
  if (previous && previous !== key) await deps.files.remove(previous);
  return { data: logoUrlOf(key, now)! };
}

const typeByExtension = Object.fromEntries(Object.entries(imageTypes).map(([type, ext]) => [ext, type])) as Record<
  string,
  ImageType
>;

/** A club's current logo by its file name, with the type its extension (made from its bytes at upload) says. */
export async function clubLogo(
  deps: Pick<ClubProfileDeps, 'repo' | 'files'>,
  logoFile: string,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const key = `${LOGO_KEY_PREFIX}${logoFile}`;
  const type = typeByExtension[logoFile.split('.').pop() ?? ''];
  if (!type || !(await deps.repo.isCurrentLogo(key))) throw notFound('Logo');
  const bytes = await deps.files.get(key);
  if (!bytes) throw notFound('Logo');
  return { bytes, type };
}
