import type { PaymentOrder } from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import * as paymentsRoutes from '../../lib/api-routes/payments';
import { useOneAtATime } from '../booking/use-one-at-a-time';
import { CardRefused, needsReload, paymentErrorMessage } from './payment-error';
import { announcePurchase } from './purchase-event';

export interface PaymentFailure {
  message: string;
  /** The typed card was refused: shown in the card field's error area. */
  onCardField: boolean;
}

/**
 * Runs one payment at a time for the page (a double click pays once; the server keys the charge
 * by the order too): busy while it runs, its failure in words, and once paid the purchase event
 * and the order page. A 401 reloads the page (signed out meanwhile: it then asks to sign in).
 */
export function usePayment(order: PaymentOrder) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const once = useOneAtATime();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const run = (payment: () => Promise<void>, onFailure?: () => void) =>
    once(async () => {
      setBusy(true);
      setFailure(null);
      try {
        await payment();
      } catch (err) {
        if (needsReload(err)) return window.location.reload();
        console.error(err);
        setFailure({
          message: paymentErrorMessage(err),
          onCardField: err instanceof CardRefused && err.onCardField,
        });
        setBusy(false);
        onFailure?.();
        return;
      }
      announcePurchase(order);
      // The order is completed now: neither page may show it pending from the cache.
      const params = { params: { uuid: order.uuid } };
      await client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.order, params) });
      await navigate(pagePath(clubPages.order, { uuid: order.uuid }), { replace: true });
      client.removeQueries({ queryKey: queryKeyOf(paymentsRoutes.paymentOrder, params) });
    });

  return { busy, failure, run };
}
