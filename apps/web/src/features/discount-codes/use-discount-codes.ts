import type { DiscountCodeBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as routes from '../../lib/api-routes/discount-codes';

export const useDiscountCodes = () => useQuery(apiQuery(routes.discountCodes));

/** One code with the orders that used it. */
export const useDiscountCode = (discountCodeId: number, enabled: boolean) =>
  useQuery({ ...apiQuery(routes.discountCode, { params: { discountCodeId } }), enabled });

/** A change to the codes: the list, and every code's page, are read again. */
function useCodeChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(routes.discountCodes) }),
        client.invalidateQueries({ predicate: (query) => query.queryKey.includes(routes.discountCode.operationId) }),
      ]),
  });
}

/** Adds a code (no id) or changes one. */
export const useSaveDiscountCode = () =>
  useCodeChange(({ discountCodeId, body }: { discountCodeId?: number; body: DiscountCodeBody }) =>
    discountCodeId === undefined
      ? callApi(routes.createDiscountCode, { body })
      : callApi(routes.updateDiscountCode, { params: { discountCodeId }, body }),
  );

export const usePauseDiscountCode = () =>
  useCodeChange(({ discountCodeId, paused }: { discountCodeId: number; paused: boolean }) =>
    paused
      ? callApi(routes.pauseDiscountCode, { params: { discountCodeId } })
      : callApi(routes.resumeDiscountCode, { params: { discountCodeId } }),
  );

export const useDeleteDiscountCode = () =>
  useCodeChange((discountCodeId: number) => callApi(routes.deleteDiscountCode, { params: { discountCodeId } }));
