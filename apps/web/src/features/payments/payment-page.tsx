import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link, Navigate, useParams } from 'react-router';
import { textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { AgreeNotice } from './agree-notice';
import { CurrentPlan } from './current-plan';
import { OneOffPayment } from './one-off-payment';
import { PaymentSummary } from './payment-summary';
import { SubscriptionCheckout } from './subscriptions/subscription-checkout';
import { usePaymentOrder } from './use-payment-order';

const t = messages.paymentPages;

/** /order/{uuid}/pay: paying a pending order (spec §2 "Payment and checkout"); a paid one shows its order page. */
export default function PaymentPage() {
  const { uuid = '' } = useParams();
  const query = usePaymentOrder(uuid);
  return (
    <ResourceState query={query} title={() => t.title}>
      {(order) => <Payment order={order} />}
    </ResourceState>
  );
}

function Payment({ order }: { order: PaymentOrder }) {
  const orderPath = pagePath(clubPages.order, { uuid: order.uuid });
  if (order.status === 'completed') return <Navigate to={orderPath} replace />;
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <PaymentSummary order={order} />
      {order.status === 'cancelled' ? (
        <FormAlert tone="info">
          <p>{t.orderClosed}</p>
          <Link className={textButton} to={orderPath}>
            {t.viewOrder}
          </Link>
        </FormAlert>
      ) : (
        <>
          <AgreeNotice />
          {/* Each order's monthly plan is a subscription of its own (docs/payments.md), even beside a current one;
              the current plan is shown only beside an order with a plan (issue 21.15: unrelated to a one-off order). */}
          {order.includesSubscription ? (
            <>
              {order.currentPlan && <CurrentPlan plan={order.currentPlan} currency={order.currency} />}
              <SubscriptionCheckout order={order} />
            </>
          ) : (
            <OneOffPayment order={order} />
          )}
        </>
      )}
    </article>
  );
}
