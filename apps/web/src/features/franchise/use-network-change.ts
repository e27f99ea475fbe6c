import type { FranchiseNetwork } from '@clubroom/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';

/** A change answered with the network as it now is; the list is read again. */
export function useNetworkChange<V>(change: (variables: V) => Promise<FranchiseNetwork>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(franchiseRoutes.franchiseNetworks) }),
  });
}
