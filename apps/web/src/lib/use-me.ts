import { useQuery, useQueryClient } from '@tanstack/react-query';
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
