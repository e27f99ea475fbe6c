import type { PaymentOrder } from '@clubroom/domain/api';
import type {
  PaymentRequest,
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeError,
} from '@stripe/stripe-js';
import type { CardCollector, CardField, CollectorError, WalletRequest } from '../card-collector';

/** Stripe's error as the page shows it: its message is written for the parent ('Your card was declined.'). */
const collectorError = (error: StripeError): CollectorError => ({
  message: error.message ?? '',
  ...(error.code && { code: error.code }),
});

/** Stripe's card element behind the page's CardField. */
class StripeCard implements CardField {
  constructor(readonly element: StripeCardElement) {}

  focus() {
    this.element.focus();
  }

  setDisabled(disabled: boolean) {
    this.element.update({ disabled });
  }

  destroy() {
    this.element.destroy();
  }
}

const stripeCardOf = (card: CardField): StripeCardElement => {
  if (!(card instanceof StripeCard)) throw new Error('Not a card field of Stripe');
  return card.element;
};

function walletRequest(stripe: Stripe, request: PaymentRequest): WalletRequest {
  return {
    canMakePayment: async () => (await request.canMakePayment()) !== null,
    onToken(handler) {
      const listener = (event: Parameters<typeof handler>[0]) => handler(event);
      request.on('token', listener);
      return () => request.off('token', listener);
    },
    mountButton(container) {
      const button = stripe.elements().create('paymentRequestButton', { paymentRequest: request });
      button.mount(container);
      return { destroy: () => button.destroy() };
    },
  };
}

/**
 * The card collector on Stripe.js: the card field is Stripe's element in its own frame (card
 * numbers go to Stripe, never to us), and every call is Stripe.js's of the same name, on the club's
 * connected account (`stripeAccount` when Stripe.js is loaded: direct charges).
 */
export function stripeCollector(stripe: Stripe): CardCollector {
  const elements = stripe.elements();
  return {
    mountCardField(container, options) {
      const element = elements.create('card', { hidePostalCode: true });
      element.on('change', (event: StripeCardElementChangeEvent) =>
        options.onChange({ complete: event.complete, error: event.error?.message ?? null }),
      );
      if (options.onFocus) element.on('focus', options.onFocus);
      element.mount(container);
      return new StripeCard(element);
    },
    async createPaymentMethod(card, name) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: stripeCardOf(card),
        billing_details: { name },
      });
      return error ? { error: collectorError(error) } : { paymentMethod: { id: paymentMethod.id } };
    },
    async createToken(card, name) {
      const { token, error } = await stripe.createToken(stripeCardOf(card), { name });
      return error ? { error: collectorError(error) } : { token: { id: token.id } };
    },
    async confirmCardPayment(clientSecret) {
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret);
      return error
        ? { error: collectorError(error) }
        : { paymentIntent: { id: paymentIntent.id, status: paymentIntent.status } };
    },
    async confirmCardSetup(clientSecret) {
      const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret);
      return error
        ? { error: collectorError(error) }
        : { setupIntent: { id: setupIntent.id, status: setupIntent.status } };
    },
    paymentRequest(options: PaymentOrder['paymentRequest']) {
      const request = stripe.paymentRequest({ ...options, requestPayerName: true });
      return walletRequest(stripe, request);
    },
  };
}

/** Loads Stripe.js from Stripe (as Stripe requires: never bundled) for the club's connected account. */
export async function loadStripeCollector(provider: PaymentOrder['provider']): Promise<CardCollector | null> {
  if (!provider.publishableKey) return null;
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(provider.publishableKey, {
    ...(provider.connectedAccountId && { stripeAccount: provider.connectedAccountId }),
  });
  return stripe && stripeCollector(stripe);
}
