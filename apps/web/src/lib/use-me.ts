import type { Me } from '@clubroom/domain/api';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery, queryKeyOf } from './api-client';
import * as authRoutes from './api-routes/auth';

/** Who is signed in on this host, their roles here, and any contract awaiting acceptance. */
export function useMe() {
  return useQuery({ ...apiQuery(authRoutes.me), staleTime: 60_000 });
}

/** Call after signing in or out, accepting a contract or switching user: everyone re-reads `me`. */
export function useRefreshMe() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: queryKeyOf(authRoutes.me) }), [client]);
}

/** Who is signed in, as the server put it in the page: the first render shows it without calling `me`. */
export function seedMe(client: QueryClient, me: Me): void {
  client.setQueryData(queryKeyOf(authRoutes.me), me);
}
