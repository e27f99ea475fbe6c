import type { BasketResponse } from '@clubroom/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';

/**
 * Checkout of the basket as it is on screen: 'Book Now' when it costs nothing (the order made and
 * completed at once), else a pending order. One idempotency key per attempt at this basket: a retry
 * or a second click answers the same order, and a changed basket is a new attempt.
 */
export function useCheckout(basket: BasketResponse | undefined) {
  const client = useQueryClient();
  const items = basket?.items.map((item) => item.itemId) ?? [];
  const attempt = items.join();
  const [key, setKey] = useState(() => ({ attempt, value: crypto.randomUUID() }));
  if (key.attempt !== attempt) setKey({ attempt, value: crypto.randomUUID() });
  const idempotencyKey = key.value;
  const free = basket?.total === 0;
  const mutation = useMutation({
    mutationFn: async (): Promise<string> =>
      free
        ? (await callApi(bookingRoutes.bookNow, { body: { idempotencyKey } })).data.uuid
        : (await callApi(bookingRoutes.createOrder, { body: { idempotencyKey, items } })).uuid,
    // The places have moved from the basket into the order.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.basket) }),
  });
  return { ...mutation, free };
}
