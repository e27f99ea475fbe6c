import type { AddToBasketBody, BasketResponse } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';

/** The parent's basket at this club (kept on the server, so it survives a reload and signing in again). */
export function useBasket() {
  return useQuery(apiQuery(bookingRoutes.basket));
}

/** Every basket call answers the whole basket: it replaces the one on screen. */
function useBasketChange<V>(change: (variables: V) => Promise<BasketResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (basket) => client.setQueryData(queryKeyOf(bookingRoutes.basket), basket),
  });
}

export const useAddToBasket = () =>
  useBasketChange((body: AddToBasketBody) => callApi(bookingRoutes.addToBasket, { body }));

export const useRemoveFromBasket = () =>
  useBasketChange((itemUuid: string) => callApi(bookingRoutes.removeFromBasket, { params: { itemUuid } }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order (`notFound` when it is not this parent's, or does not exist). */
export function useOrder(uuid: string) {
  const valid = UUID.test(uuid);
  const query = useQuery({
    ...apiQuery(bookingRoutes.order, { params: { uuid } }),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
