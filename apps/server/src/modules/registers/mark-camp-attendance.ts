import type { MarkAttendanceBody, RouteResponse, adminCampsApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { bodyFieldRefused } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';
import { openCampDay } from './camp-day.js';

/**
 * Marks a child present or absent on a camp day whose register the person may take (organisers, and
 * coaches on the camp: `openCampDay`), as a run's register marks a session: the child must have a
 * confirmed place on that day, else 400 naming `childId`. Marking again replaces the mark, so a retry
 * or a second tap does no harm; the row says who marked it. As on a run's register, any day may be
 * marked, whenever it is.
 */
export async function markCampAttendance(
  deps: CampRegistersDeps,
  club: ResolvedClub,
  auth: AuthContext,
  params: { campId: number; weekId: number; dayOfWeek: number },
  body: MarkAttendanceBody,
): Promise<RouteResponse<typeof adminCampsApi.markCampAttendance>> {
  const { day } = await openCampDay(deps, club, auth, params);
  if (!(await deps.repo.isBookedOn(club.id, day.dayId, body.childId)))
    throw bodyFieldRefused('childId', messages.registers.notBookedOnDay);
  const { markedAt } = await deps.repo.mark({
    clubId: club.id,
    campDayId: day.dayId,
    childId: body.childId,
    status: body.status,
    markedByUserId: auth.user.id,
    markedAt: deps.clock(),
  });
  return { childId: body.childId, dayId: day.dayId, status: body.status, markedAt: markedAt.toISOString() };
}
