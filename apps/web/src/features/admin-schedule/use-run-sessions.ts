import type { AddRunDateBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as adminScheduleRoutes from '../../lib/api-routes/admin-schedule';
import * as runSessionsRoutes from '../../lib/api-routes/run-sessions';

/** A run's sessions for its dates page, in `ResourceState`'s shape (another club's or no run: not found). */
export function useRunSessions(runId: number) {
  const query = useQuery(apiQuery(runSessionsRoutes.runSessions, { params: { runId } }));
  return { ...query, notFound: isNotFound(query.error) };
}

/** One session with who is booked on it and what each paid for it: what its cancel dialog says. */
export const useRunSession = (runId: number, sessionId: number | null) =>
  useQuery({
    ...apiQuery(runSessionsRoutes.runSession, { params: { runId, sessionId: sessionId ?? 0 } }),
    enabled: sessionId !== null,
  });

/** A change to a run's sessions: once done, its dates and the schedule's session counts are read again. */
function useSessionChange<V, R>(runId: number, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(runSessionsRoutes.runSessions, { params: { runId } }) }),
        client.invalidateQueries({ queryKey: queryKeyOf(adminScheduleRoutes.adminTerms) }),
      ]),
  });
}

export const useAddRunDate = (runId: number) =>
  useSessionChange(runId, (body: AddRunDateBody) => callApi(runSessionsRoutes.addRunDate, { params: { runId }, body }));

export const useCancelRunSession = (runId: number) =>
  useSessionChange(runId, ({ sessionId, reason }: { sessionId: number; reason: string }) =>
    callApi(runSessionsRoutes.cancelRunSession, { params: { runId, sessionId }, body: { reason: reason || null } }),
  );

export const useRestoreRunSession = (runId: number) =>
  useSessionChange(runId, (sessionId: number) =>
    callApi(runSessionsRoutes.restoreRunSession, { params: { runId, sessionId } }),
  );
