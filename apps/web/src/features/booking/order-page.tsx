import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { booksMonthlyPlan, formatLongDate } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { primaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { BookNowButton } from './book-now-button';
import { OrderSummary } from './order-summary';
import { PayByDeadline } from './pay-by-deadline';
import { useOrder } from './use-basket';
import { HowToPayForParents } from '../club-settings/how-to-pay-view';
import { useHowToPay } from '../club-settings/use-pay-settings';

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
        (order.totalToPay === 0 && !booksMonthlyPlan(order.lines) ? (
          <BookNowButton orderUuid={order.uuid} />
        ) : (
          <PayLink order={order} />
        ))}
      <OrderSummary caption={t.orderTitle} {...order} />
    </article>
  );
}

/**
 * A pending order with an amount is paid on its payment page, or in one of the club's other ways,
 * before its places stop being held (the server's `payBy`, counting down in its last hour).
 */
function PayLink({ order }: { order: OrderResponse }) {
  const howToPay = useHowToPay();
  return (
    <div className="space-y-3">
      {order.payBy && (
        <FormAlert tone="info">
          <PayByDeadline payBy={order.payBy} />
        </FormAlert>
      )}
      <Link className={primaryButton} to={pagePath(clubPages.payOrder, { uuid: order.uuid })}>
        {messages.paymentPages.payLink}
      </Link>
      <HowToPayForParents howToPay={howToPay.data} />
    </div>
  );
}
