import type { MarkAttendanceBody, RouteResponse, registersApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { fieldRefused } from './field-refused.js';
import { openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';

/**
 * Marks a child present or absent at one session of a run whose register the person may take: the
 * session must be the run's (404) and the child booked on the run (400 naming `childId`). Marking
 * again replaces the mark, so a retry or a second tap does no harm; the row says who marked it.
 */
export async function markAttendance(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  ids: { runId: number; sessionId: number },
  body: MarkAttendanceBody,
): Promise<RouteResponse<typeof registersApi.markAttendance>> {
  await openRegister(deps.registers, club, auth, ids.runId);
  const session = await deps.registers.session(club.id, ids.runId, ids.sessionId);
  if (!session) throw notFound('Session');
  if (!(await deps.registers.isBooked(club.id, ids.runId, body.childId)))
    throw fieldRefused('childId', messages.registers.childNotBooked);
  const { markedAt } = await deps.registers.mark({
    clubId: club.id,
    runSessionId: session.id,
    childId: body.childId,
    status: body.status,
    markedByUserId: auth.user.id,
    markedAt: deps.clock(),
  });
  return { childId: body.childId, sessionId: session.id, status: body.status, markedAt: markedAt.toISOString() };
}
