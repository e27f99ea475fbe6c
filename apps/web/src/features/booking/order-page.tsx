import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate } from '@clubroom/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import { useClub } from '../../lib/club-context';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { BookingProblem } from './booking-problem';
import { OrderSummary } from './order-summary';
import { useOrder } from './use-basket';
import { useOneAtATime } from './use-one-at-a-time';

const t = messages.bookingPages;
const statusTone: Record<OrderResponse['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-900',
};

/** /order/{uuid}: an order's lines, children, dates, amounts, discounts, total and status. */
export default function OrderPage() {
  const { uuid = '' } = useParams();
  const query = useOrder(uuid);
  return (
    <ResourceState query={query} title={() => t.orderTitle}>
      {(order) => <Order order={order} />}
    </ResourceState>
  );
}

function Order({ order }: { order: OrderResponse }) {
  const tz = useClub().timeZone;
  const seconds = (iso: string) => Date.parse(iso) / 1000;
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.orderTitle}</h1>
      <p className="flex flex-wrap items-center gap-3">
        <span className={`rounded px-2 py-0.5 text-sm font-bold ${statusTone[order.status]}`}>
          {t.orderStatus[order.status]}
        </span>
        <span className="text-gray-700">{formatLongDate(seconds(order.completedAt ?? order.createdAt), tz)}</span>
      </p>
      {order.status === 'completed' && <FormAlert tone="info">{t.orderCompleted}</FormAlert>}
      {order.status === 'cancelled' && <FormAlert tone="info">{messages.booking.orderClosed}</FormAlert>}
      {order.status === 'pending' &&
        (order.total === 0 ? <BookNow order={order} /> : <FormAlert tone="info">{t.awaitingPayment}</FormAlert>)}
      <OrderSummary caption={t.orderTitle} {...order} />
    </article>
  );
}

/** A pending order of zero (checked out, not yet booked) is completed here. */
function BookNow({ order }: { order: OrderResponse }) {
  const client = useQueryClient();
  const once = useOneAtATime();
  const book = useMutation({
    mutationFn: () => callApi(bookingRoutes.bookNow, { body: { orderId: order.uuid } }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.order, { params: { uuid: order.uuid } }) }),
  });
  return (
    <div className="space-y-3">
      {book.isError && <BookingProblem error={book.error} />}
      <SpinnerButton
        type="button"
        loading={book.isPending}
        loadingLabel={t.sending}
        onClick={() => once(() => book.mutateAsync())}
      >
        {t.bookNow}
      </SpinnerButton>
    </div>
  );
}
