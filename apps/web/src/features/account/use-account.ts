import type { UserDetail } from '@clubroom/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../lib/api';
import { privateKey } from '../../lib/private-query';

const MARKETING_URL = '/api/v4/parent/user/marketing-preferences';
const marketingKey = privateKey('marketing-preferences');

/** The signed-in person's name, email, mobile and children. */
export function useUserDetail() {
  return useQuery({ queryKey: privateKey('user-detail'), queryFn: () => postJson<UserDetail>('/api/v4/parent/user/detail') });
}

/** The marketing opt-in (`status`). */
export function useMarketingPreference() {
  return useQuery({ queryKey: marketingKey, queryFn: () => getJson<{ status: boolean }>(MARKETING_URL) });
}

export function useSaveMarketingPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => postJson<{ status: boolean }>(MARKETING_URL, { optIn }),
    onSuccess: (saved) => client.setQueryData(marketingKey, saved),
  });
}
