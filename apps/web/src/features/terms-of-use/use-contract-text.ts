import type { ContractRole } from '@clubroom/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as termsOfUseRoutes from '../../lib/api-routes/terms-of-use';

/** The latest contract of a role, whole (`latest`) or its summary, as markup. */
export function useContractText(role: ContractRole, part: 'latest' | 'summary', enabled = true) {
  const input = { params: { role } };
  const query =
    part === 'latest'
      ? apiQuery(termsOfUseRoutes.latestContract, input)
      : apiQuery(termsOfUseRoutes.latestContractSummary, input);
  return useQuery({ ...query, enabled, staleTime: 5 * 60_000 });
}
