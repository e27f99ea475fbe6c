import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { primaryButton } from '../../../ui/buttons';
import { FormAlert } from '../../../ui/form-alert';
import { SpinnerButton } from '../../../ui/spinner-button';
import type { CardCollector } from '../card-collector';
import { useCardCollector } from '../use-card-collector';
import { usePayment } from '../use-payment';
import { CardPicker } from './card-picker';
import { PlanTerms } from './plan-terms';
import { subscribeWithCard } from './subscribe-steps';

const t = messages.subscriptions.form;
const pay = messages.paymentPages;

type Plan = NonNullable<PaymentOrder['subscriptionPlan']>;

/**
 * Spec §2 "Subscription form", shown when the order books a monthly plan the parent does not have:
 * a saved card (the first chosen), 'Subscribe £30.00 / month' (with any free days said, the first payment's date and
 * amount, and how to cancel), and Add New Payment Method. Subscribe does nothing until a card is chosen (spec §5).
 */
function SubscriptionForm({ order, plan, collector }: { order: PaymentOrder; plan: Plan; collector: CardCollector }) {
  const payment = usePayment(order);
  const [cardId, setCardId] = useState<string | null>(order.savedCards[0]?.id ?? null);
  const subscribe = () => {
    if (cardId) payment.run(() => subscribeWithCard(collector, order.uuid, cardId));
  };
  return (
    <section aria-labelledby="subscription-heading" className="space-y-4">
      <h2 id="subscription-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      <CardPicker
        cards={order.savedCards}
        provider={order.provider}
        value={cardId}
        onChange={setCardId}
        disabled={payment.busy}
      />
      {plan.trialDays > 0 && <p>{t.trial(plan.trialDays)}</p>}
      <PlanTerms plan={plan} currency={order.currency} />
      {payment.failure && <FormAlert>{payment.failure.message}</FormAlert>}
      <SpinnerButton
        type="button"
        className={`${primaryButton} w-full`}
        loading={payment.busy}
        loadingLabel={t.processing}
        onClick={subscribe}
      >
        {t.subscribe(formatMoney(plan.cost, currencySymbolFor(order.currency)))}
      </SpinnerButton>
    </section>
  );
}

/** The subscription form once the provider's card collector (for 3-D Secure) has loaded. */
export function SubscriptionCheckout({ order }: { order: PaymentOrder }) {
  const collector = useCardCollector(order.provider);
  if (!order.subscriptionPlan) return null;
  if (collector.isPending) return <p role="status">{pay.loadingPayments}</p>;
  if (!collector.data) {
    return <FormAlert>{collector.isError ? messages.somethingWentWrong.generic : pay.cardsUnavailable}</FormAlert>;
  }
  return <SubscriptionForm order={order} plan={order.subscriptionPlan} collector={collector.data} />;
}
