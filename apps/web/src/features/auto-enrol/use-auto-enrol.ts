import type { SendOffersBody, TermOpenings } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as autoEnrolRoutes from '../../lib/api-routes/auto-enrol';

/** The auto-enrol page's data for a term: its carry-overs, offers by run and priority windows. */
export function useAutoEnrolTerm(termId: number) {
  const query = useQuery(apiQuery(autoEnrolRoutes.autoEnrolTerm, { params: { termId } }));
  return { ...query, notFound: isNotFound(query.error) };
}

/** A change to the term's auto-enrol: once done, the page's data is read again. */
function useAutoEnrolChange<V, R>(termId: number, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(autoEnrolRoutes.autoEnrolTerm, { params: { termId } }) }),
  });
}

export const useSendOffers = (termId: number) =>
  useAutoEnrolChange(termId, (body: SendOffersBody) =>
    callApi(autoEnrolRoutes.sendPriorityOffers, { params: { termId }, body }),
  );

export const useSaveOpenings = (termId: number) =>
  useAutoEnrolChange(termId, (body: TermOpenings) =>
    callApi(autoEnrolRoutes.saveTermOpenings, { params: { termId }, body }),
  );
