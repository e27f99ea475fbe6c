import type { ContractRole, contractTextResponseSchema } from '@clubroom/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson } from '../../lib/api';

export type ContractText = z.infer<typeof contractTextResponseSchema>;

/** The latest contract of a role, whole (`latest`) or its summary, as markup. */
export function useContractText(role: ContractRole, part: 'latest' | 'summary', enabled = true) {
  return useQuery({
    queryKey: ['contract', role, part],
    queryFn: () => getJson<ContractText>(`/api/v4/public/contract/${role}/${part}`),
    enabled,
    staleTime: 5 * 60_000,
  });
}
