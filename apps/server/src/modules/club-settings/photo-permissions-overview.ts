import {
  PHOTO_PERMISSIONS_PAGE_SIZE,
  type PhotoPermissionsOverview,
  type PhotoPermissionsQuery,
} from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';

/**
 * GET /api/settings/photo-permissions: one page of the club's children with their parent and the answer ('1', '0',
 * or none), searched by name and filtered by answer, with how many the search finds per answer. The total is read
 * from those counts, so a page past the last still says how many there are.
 */
export async function photoPermissionsOverview(
  deps: PaySettingsDeps,
  club: Pick<ResolvedClub, 'id'>,
  query: PhotoPermissionsQuery,
): Promise<PhotoPermissionsOverview> {
  const criteria = { search: query.search || null, answer: query.answer ?? null };
  const offset = (query.page - 1) * PHOTO_PERMISSIONS_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    deps.repo.photoPermissionsPage(club.id, criteria, PHOTO_PERMISSIONS_PAGE_SIZE, offset),
    deps.repo.photoAnswerCounts(club.id, criteria.search),
  ]);
  return {
    people: rows.map((r) => ({
      childId: r.childId,
      firstName: r.firstName,
      lastName: r.lastName,
      parentName: `${r.parentFirstName} ${r.parentLastName}`.trim(),
      status: r.allowed === null ? null : r.allowed ? '1' : '0',
    })),
    total: criteria.answer ? counts[criteria.answer] : counts.yes + counts.no + counts.none,
    page: query.page,
    pageSize: PHOTO_PERMISSIONS_PAGE_SIZE,
    counts,
  };
}
