import type { BasketResponse } from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { booksMonthlyPlan } from '@clubroom/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import { applyDiscountCode } from './discount-code-store';
import { anyBasketKey } from './use-basket';

/**
 * Checkout of the basket as it is on screen: 'Book Now' when it costs nothing (the order made and
 * completed at once), else a pending order, with the discount code the basket applied (a refused
 * one is not sent: the order is priced as shown). One idempotency key per attempt at this basket:
 * a retry or a second click answers the same order, and a changed basket or code is a new attempt.
 * `pageAfter` is where the order goes next: its page once booked, its payment page when it has an amount.
 */
export function useCheckout(basket: BasketResponse | undefined) {
  const client = useQueryClient();
  const items = basket?.items.map((item) => item.itemId) ?? [];
  const discountCode = basket?.discountCode?.refusal === null ? basket.discountCode.code : undefined;
  const attempt = [...items, discountCode].join();
  const [key, setKey] = useState(() => ({ attempt, value: crypto.randomUUID() }));
  if (key.attempt !== attempt) setKey({ attempt, value: crypto.randomUUID() });
  const idempotencyKey = key.value;
  // Nothing to pay (a free basket, or the family's credit covers it) books at once; a monthly plan costs nothing at
  // checkout but is paid by subscribing, on the payment page.
  const free = basket?.totalToPay === 0 && !booksMonthlyPlan(basket.lines);
  const mutation = useMutation({
    mutationFn: async (): Promise<string> =>
      free
        ? (await callApi(bookingRoutes.bookNow, { body: { idempotencyKey, discountCode } })).data.uuid
        : (await callApi(bookingRoutes.createOrder, { body: { idempotencyKey, items, discountCode } })).uuid,
    onSuccess: () => {
      // The code went into the order; the places have moved from the basket into it.
      if (discountCode) applyDiscountCode('');
      return client.invalidateQueries({ queryKey: anyBasketKey() });
    },
  });
  const pageAfter = (uuid: string) => pagePath(free ? clubPages.order : clubPages.payOrder, { uuid });
  return { ...mutation, free, pageAfter };
}
