import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isInAppBrowser } from '../../lib/in-app-browser';
import { useBrowserValue } from '../../lib/use-browser-value';
import { FormAlert } from '../../ui/form-alert';
import { InAppBrowserNotice } from '../../ui/in-app-browser-notice';
import { BookNowButton } from '../booking/book-now-button';
import type { CardCollector, WalletTokenEvent } from './card-collector';
import { CardPaymentForm } from './card-payment-form';
import { payByWallet } from './payment-steps';
import { useCardCollector } from './use-card-collector';
import { usePayment } from './use-payment';
import { WalletButton } from './wallet-button';

const t = messages.paymentPages;

/** Paying the order at once: Book Now when there is nothing to pay, else the wallet and the card form. */
export function OneOffPayment({ order }: { order: PaymentOrder }) {
  const navigate = useNavigate();
  const collector = useCardCollector(order.provider);
  if (order.total === 0) {
    return (
      <BookNowButton
        orderUuid={order.uuid}
        onBooked={() => navigate(pagePath(clubPages.order, { uuid: order.uuid }))}
      />
    );
  }
  if (collector.isPending) return <p role="status">{t.loadingPayments}</p>;
  if (!collector.data) {
    return <FormAlert>{collector.isError ? messages.somethingWentWrong.generic : t.cardsUnavailable}</FormAlert>;
  }
  return <Checkout order={order} collector={collector.data} />;
}

/** Whether the wallet can pay here: null while the collector asks the browser. */
function useWalletAvailable(order: PaymentOrder, collector: CardCollector) {
  const inAppBrowser = useBrowserValue(() => isInAppBrowser(navigator.userAgent), false);
  // Spec §4: the wallet is offered for an amount, or to set up subscription bookings.
  const wanted = !inAppBrowser && (order.total > 0 || order.hasSubscriptionBookings === '1');
  const request = useMemo(() => collector.paymentRequest(order.paymentRequest), [collector, order.paymentRequest]);
  const [canPay, setCanPay] = useState<boolean | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    request.canMakePayment().then(
      (answer) => current && setCanPay(answer),
      () => current && setCanPay(false),
    );
    return () => {
      current = false;
    };
  }, [request, wanted]);
  return { inAppBrowser, request, available: wanted ? canPay : false };
}

/**
 * Spec §4 "Express (wallet) payment": the wallet's button when this device can pay, with 'Or pay with
 * card' to choose the card form instead; the card form alone otherwise (an in-app browser says why).
 * A wallet that fails hides its button and shows the card form, with why.
 */
function Checkout({ order, collector }: { order: PaymentOrder; collector: CardCollector }) {
  const payment = usePayment(order);
  const wallet = useWalletAvailable(order, collector);
  const [choseCard, setChoseCard] = useState(false);
  const payWithWallet = useEffectEvent((event: WalletTokenEvent) =>
    payment.run(
      () => payByWallet(collector, order, event, order.hasSubscriptionBookings === '1'),
      () => setChoseCard(true),
    ),
  );
  useEffect(() => wallet.request.onToken(payWithWallet), [wallet.request]);

  if (wallet.available === null) return <p role="status">{t.loadingPayments}</p>;
  const showCard = choseCard || !wallet.available;
  return (
    <div className="space-y-4">
      {wallet.inAppBrowser && <InAppBrowserNotice purpose="payment" />}
      {payment.busy && (
        <p role="status" className="font-semibold">
          {t.processing}
        </p>
      )}
      {!showCard && (
        <>
          {!payment.busy && <WalletButton request={wallet.request} />}
          <div className="flex items-center gap-3 text-sm text-gray-700">
            <span aria-hidden="true" className="h-px flex-1 bg-gray-300" />
            <button type="button" className="underline" onClick={() => setChoseCard(true)} disabled={payment.busy}>
              {t.orPayWithCard}
            </button>
            <span aria-hidden="true" className="h-px flex-1 bg-gray-300" />
          </div>
        </>
      )}
      {showCard && <CardPaymentForm order={order} collector={collector} payment={payment} />}
    </div>
  );
}
