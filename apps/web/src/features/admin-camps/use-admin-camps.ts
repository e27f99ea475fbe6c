import type { CampBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isCanonicalId } from '@clubroom/domain/rules';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as campRoutes from '../../lib/api-routes/admin-camps';
import { invalidateVenues } from '../venues/use-venues';

export const useAdminCamps = () => useQuery(apiQuery(campRoutes.adminCamps));

/** A change to the camps: once done, the camps on screen are read again, and the venues (what is held at each). */
function useCampChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(campRoutes.adminCamps) }),
        invalidateVenues(client),
      ]),
  });
}

/** Adds a camp (no campId) or changes one. */
export const useSaveCamp = () =>
  useCampChange(({ campId, body }: { campId?: number; body: CampBody }) =>
    campId === undefined
      ? callApi(campRoutes.createCamp, { body })
      : callApi(campRoutes.updateCamp, { params: { campId }, body }),
  );

/** Publishes a camp (a draft) or takes it back to a draft. */
export const usePublishCamp = () =>
  useCampChange(({ campId, published }: { campId: number; published: boolean }) =>
    published
      ? callApi(campRoutes.publishCamp, { params: { campId } })
      : callApi(campRoutes.unpublishCamp, { params: { campId } }),
  );

export const useDeleteCamp = () =>
  useCampChange((campId: number) => callApi(campRoutes.deleteCamp, { params: { campId } }));

/** One camp for its edit page, in the shape `ResourceState` takes. */
export function useAdminCamp(campId: string | undefined) {
  const valid = campId !== undefined && isCanonicalId(campId);
  const camp = useQuery({
    ...apiQuery(campRoutes.adminCamp, { params: { campId: campId ?? '0' } }),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 2,
  });
  return {
    data: camp.data?.camp,
    notFound: !valid || isNotFound(camp.error),
    isError: camp.isError,
    refetch: camp.refetch,
  };
}
