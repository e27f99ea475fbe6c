import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as peopleRoutes from '../../lib/api-routes/people';

/** The signed-in person's name, email, mobile and children. */
export function useUserDetail() {
  return useQuery(apiQuery(peopleRoutes.userDetail));
}

/** The marketing opt-in (`status`). */
export function useMarketingPreference() {
  return useQuery(apiQuery(peopleRoutes.marketingPreferences));
}

export function useSaveMarketingPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => callApi(peopleRoutes.setMarketingPreferences, { body: { optIn } }),
    onSuccess: (saved) => client.setQueryData(queryKeyOf(peopleRoutes.marketingPreferences), saved),
  });
}
