import type { AddToBasketBody, BasketResponse } from '@clubroom/domain/api';
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import { useAppliedDiscountCode } from './discount-code-store';

const basketInput = (discountCode: string) => ({ query: discountCode ? { discountCode } : {} });

/** The basket's query key, priced with a discount code ('' for none). */
export const basketKey = (discountCode: string) => queryKeyOf(bookingRoutes.basket, basketInput(discountCode));
/** Every priced copy of the basket, with any code or none (the key without its input): what a change makes stale. */
export const anyBasketKey = () => basketKey('').slice(0, -1);

/**
 * The parent's basket at this club (kept on the server, so it survives a reload and signing in
 * again), priced with the discount code applied; the last answer stays on screen while another
 * code is tried.
 */
export function useBasket() {
  const discountCode = useAppliedDiscountCode();
  return useQuery({
    ...apiQuery(bookingRoutes.basket, basketInput(discountCode)),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every basket call answers the whole basket, priced without a code: it replaces that copy, and
 * any copy priced with a code is fetched again.
 */
function useBasketChange<V>(change: (variables: V) => Promise<BasketResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (basket) => {
      const plain = basketKey('');
      client.setQueryData(plain, basket);
      await client.invalidateQueries({
        queryKey: anyBasketKey(),
        predicate: (query) => query.queryHash !== hashKey(plain),
      });
    },
  });
}

export const useAddToBasket = () =>
  useBasketChange((body: AddToBasketBody) => callApi(bookingRoutes.addToBasket, { body }));

export const useRemoveFromBasket = () =>
  useBasketChange((itemUuid: string) => callApi(bookingRoutes.removeFromBasket, { params: { itemUuid } }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order's uuid in a page's address can be one (anything else is no order: the page is not found). */
export const isOrderUuid = (uuid: string) => UUID.test(uuid);

/** One order (`notFound` when it is not this parent's, or does not exist). */
export function useOrder(uuid: string) {
  const valid = isOrderUuid(uuid);
  const query = useQuery({
    ...apiQuery(bookingRoutes.order, { params: { uuid } }),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
