import type { MarkAttendanceBody, RouteResponse, registersApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { bookedRunSessions } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { fieldRefused } from './field-refused.js';
import { openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';

/**
 * Marks a child present or absent at one session of a run whose register the person may take: the
 * session must be the run's (404) and one the child's place gives them (a trial's one session; a term
 * place's sessions from when it was bought), else 400 naming `childId`. Marking
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
  const places = await deps.registers.placesOf(club.id, ids.runId, body.childId);
  if (places.length === 0) throw fieldRefused('childId', messages.registers.childNotBooked);
  const sessions = (await deps.registers.sessions(club.id, ids.runId)).map((s) => ({
    id: s.id,
    startTime: toEpoch(s.startsAt),
  }));
  const given = places.flatMap((place) =>
    bookedRunSessions(sessions, {
      trialSessionStart: place.trialSessionStart && toEpoch(place.trialSessionStart),
      bookedAt: toEpoch(place.bookedAt),
    }),
  );
  if (!given.some((s) => s.id === session.id)) throw fieldRefused('childId', messages.registers.notBookedOnSession);
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
