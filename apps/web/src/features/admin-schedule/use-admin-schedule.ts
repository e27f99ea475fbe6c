import type { CreateRunBody, TermBody, UpdateRunBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as adminScheduleRoutes from '../../lib/api-routes/admin-schedule';
import { invalidateVenues } from '../venues/use-venues';

export const useAdminTerms = () => useQuery(apiQuery(adminScheduleRoutes.adminTerms));

/**
 * A change to the schedule: once done, the terms on screen are read again (counts and sessions follow it), and the
 * venues (what is held at each; a run may have added one).
 */
function useScheduleChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(adminScheduleRoutes.adminTerms) }),
        invalidateVenues(client),
      ]),
  });
}

/** Adds a term (no termId) or changes one. */
export const useSaveTerm = () =>
  useScheduleChange(({ termId, body }: { termId?: number; body: TermBody }) =>
    termId === undefined
      ? callApi(adminScheduleRoutes.createTerm, { body })
      : callApi(adminScheduleRoutes.updateTerm, { params: { termId }, body }),
  );

/** Re-runs a term into new dates: the preview (nothing saved) or the new term itself. */
export const useRerunTerm = (termId: number) =>
  useScheduleChange(({ body, preview }: { body: TermBody; preview: boolean }) => {
    const input = { params: { termId }, body };
    return preview
      ? callApi(adminScheduleRoutes.rerunTermPreview, input)
      : callApi(adminScheduleRoutes.rerunTerm, input);
  });

/** Adds a run to a term, or changes one (its term stays). */
export const useSaveRun = () =>
  useScheduleChange((change: { runId: number; body: UpdateRunBody } | { runId?: undefined; body: CreateRunBody }) =>
    change.runId === undefined
      ? callApi(adminScheduleRoutes.createRun, { body: change.body })
      : callApi(adminScheduleRoutes.updateRun, { params: { runId: change.runId }, body: change.body }),
  );

export const useDeleteTerm = () =>
  useScheduleChange((termId: number) => callApi(adminScheduleRoutes.deleteTerm, { params: { termId } }));

export const useDeleteRun = () =>
  useScheduleChange((runId: number) => callApi(adminScheduleRoutes.deleteRun, { params: { runId } }));

/** Publishes a run (a draft) or takes it back to a draft. */
export const usePublishRun = () =>
  useScheduleChange(({ runId, published }: { runId: number; published: boolean }) =>
    published
      ? callApi(adminScheduleRoutes.publishRun, { params: { runId } })
      : callApi(adminScheduleRoutes.unpublishRun, { params: { runId } }),
  );

/** Publishes every draft run of a term. */
export const usePublishTerm = () =>
  useScheduleChange((termId: number) => callApi(adminScheduleRoutes.publishTerm, { params: { termId } }));
