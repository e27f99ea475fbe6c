import type { CustomOrderBody, OrdersListQuery, RefundOrderBody } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isForbidden, isNotFound, queryKeyOf, retryUnlessRefused } from '../../lib/api-client';
import * as adminOrdersRoutes from '../../lib/api-routes/admin-orders';
import * as adminScheduleRoutes from '../../lib/api-routes/admin-schedule';
import { PRIVATE } from '../../lib/private-query';

/** One page of the club's orders; the page on screen stays while the next one loads. */
export function useOrders(query: OrdersListQuery) {
  const result = useQuery({
    ...apiQuery(adminOrdersRoutes.adminOrdersList, { query }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
  return { ...result, forbidden: isForbidden(result.error) };
}

/** A term's orders waiting for payment (nothing is asked until a term is chosen). */
export function useOutstandingOrders(termId: number | undefined) {
  const result = useQuery({
    ...apiQuery(adminOrdersRoutes.adminOutstandingOrders, { query: { termId: termId ?? 0 } }),
    enabled: termId !== undefined,
    retry: retryUnlessRefused,
  });
  return { ...result, forbidden: isForbidden(result.error) };
}

/** The club's terms, for the term filter. */
export const useTerms = () => useQuery(apiQuery(adminScheduleRoutes.adminTerms));

export function useOrder(orderId: number) {
  const query = useQuery({
    ...apiQuery(adminOrdersRoutes.adminOrder, { params: { orderId } }),
    retry: retryUnlessRefused,
  });
  return { ...query, notFound: isNotFound(query.error), forbidden: isForbidden(query.error) };
}

/** Refunds the order (cancelling the bookings chosen); the answer replaces the order on screen, and lists are read again. */
export function useRefundOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrderBody) => callApi(adminOrdersRoutes.refundOrder, { params: { orderId }, body }),
    onSuccess: (order) => {
      client.setQueryData(queryKeyOf(adminOrdersRoutes.adminOrder, { params: { orderId } }), order);
      for (const list of [adminOrdersRoutes.adminOrdersList, adminOrdersRoutes.adminOutstandingOrders])
        void client.invalidateQueries({ queryKey: [PRIVATE, list.operationId] });
    },
  });
}

/** Makes an order of the club's own lines for a family; the lists are read again. */
export function useCreateCustomOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomOrderBody) => callApi(adminOrdersRoutes.createCustomOrder, { body }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: [PRIVATE, adminOrdersRoutes.adminOrdersList.operationId] }),
  });
}
