import type { PhotoPermissionsOverview } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';

/** Photo & Video Permissions: every child of the club, their parent, and the answer ('1', '0', or none). */
export async function photoPermissionsOverview(
  deps: PaySettingsDeps,
  club: ResolvedClub,
): Promise<PhotoPermissionsOverview> {
  const rows = await deps.repo.photoPermissionsOf(club.id);
  return {
    people: rows.map((r) => ({
      childId: r.childId,
      firstName: r.firstName,
      lastName: r.lastName,
      parentName: `${r.parentFirstName} ${r.parentLastName}`.trim(),
      status: r.allowed === null ? null : r.allowed ? '1' : '0',
    })),
  };
}
