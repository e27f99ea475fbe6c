import type { AdminCamp, AdminCampDay, AdminCampWeek } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';

/**
 * One day of a camp week (named by its weekday) whose register the person may take: the camp
 * registers' object rule first (404 for another club's camp, 403 for a coach not on it), then 404
 * unless the week is the camp's and runs on that weekday.
 */
export async function openCampDay(
  deps: Pick<CampRegistersDeps, 'camps' | 'openCampRegister'>,
  club: ResolvedClub,
  auth: AuthContext,
  params: { campId: number; weekId: number; dayOfWeek: number },
): Promise<{ camp: AdminCamp; week: AdminCampWeek; day: AdminCampDay }> {
  await deps.openCampRegister(club, auth, params.campId);
  const { camp, week } = await deps.camps.week(club, params.campId, params.weekId);
  const day = week.days.find((d) => d.dayOfWeek === params.dayOfWeek);
  if (!day) throw notFound('Camp day');
  return { camp, week, day };
}
