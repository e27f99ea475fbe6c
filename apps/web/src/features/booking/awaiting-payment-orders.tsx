import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { PayByDeadline } from './pay-by-deadline';
import { useAwaitingPayment, useCancelAwaitingOrder } from './use-awaiting-payment';

const t = messages.bookingPages.awaitingPayment;

/** What an order books, one line a place: 'Mini Kickers – Term: Zara Parent'. */
const placesOf = (order: OrderResponse) =>
  order.lines.flatMap((line) => (line.childName ? [t.line(line.description, line.childName)] : []));

/**
 * The family's orders waiting for payment (on the basket, the account and My bookings), each with
 * its places, total and deadline, Pay (its payment page) and Cancel (asked first: its places are
 * released at once). Nothing when there are none.
 */
export function AwaitingPaymentOrders({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const orders = useAwaitingPayment();
  const cancel = useCancelAwaitingOrder();
  const [cancelling, setCancelling] = useState<OrderResponse | null>(null);
  const Heading = `h${headingLevel}` as const;
  const list = orders.data ?? [];
  if (list.length === 0 && !cancel.isSuccess) return null;
  return (
    <section aria-labelledby="awaiting-payment-title" className="space-y-3 rounded-lg border border-amber-300 p-4">
      <Heading id="awaiting-payment-title" className="text-xl font-bold">
        {t.title}
      </Heading>
      {cancel.isSuccess && <FormAlert tone="info">{t.cancelled}</FormAlert>}
      {cancel.isError && <FormAlert>{userMessage(cancel.error)}</FormAlert>}
      <ul className="space-y-3">
        {list.map((order) => (
          <li
            key={order.uuid}
            aria-label={t.label(placesOf(order).join(', '))}
            className="space-y-2 rounded-md bg-panel p-3"
          >
            <ul className="text-sm">
              {placesOf(order).map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
            <p className="font-semibold">
              {messages.bookingPages.total}: {formatMoney(order.totalToPay, currencySymbolFor(order.currency))}
            </p>
            {order.payBy && <PayByDeadline payBy={order.payBy} />}
            <div className="flex flex-wrap items-center gap-4">
              <Link className={primaryButton} to={pagePath(clubPages.payOrder, { uuid: order.uuid })}>
                {t.pay}
                <span className="sr-only">: {t.label(placesOf(order).join(', '))}</span>
              </Link>
              <button type="button" className={textButton} onClick={() => setCancelling(order)}>
                {t.cancel}
                <span className="sr-only">: {t.label(placesOf(order).join(', '))}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle}
        body={t.cancelBody}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        pending={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.uuid, { onSettled: () => setCancelling(null) });
        }}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
