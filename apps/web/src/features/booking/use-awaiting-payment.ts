import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import { anyBasketKey } from './use-basket';

/**
 * The parent's orders at this club waiting for payment, each with its deadline, oldest first: read
 * again on every page showing them, as checkout, paying and lapsing holds change them elsewhere.
 */
export const useAwaitingPayment = () =>
  useQuery({ ...apiQuery(bookingRoutes.awaitingPayment), staleTime: 0, select: (answer) => answer.data });

/** Cancels an order waiting for payment: the list, the basket (places freed) and the order read again. */
export function useCancelAwaitingOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => callApi(bookingRoutes.cancelAwaitingOrder, { params: { uuid } }),
    onSuccess: (order) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.awaitingPayment) }),
        client.invalidateQueries({ queryKey: anyBasketKey() }),
        client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.order, { params: { uuid: order.uuid } }) }),
      ]),
  });
}
