import type { Me } from '@clubroom/domain/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getJson } from './api';

const ME_KEY = ['me'] as const;

/** Who is signed in on this host, their roles here, and any contract awaiting acceptance. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => getJson<Me>('/api/auth/me'), staleTime: 60_000 });
}

/** Call after signing in or out, accepting a contract or switching user: everyone re-reads `me`. */
export function useRefreshMe() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ME_KEY }), [client]);
}
