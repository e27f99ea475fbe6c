import type { PaymentOrder } from '@clubroom/domain/api';

/**
 * What the payment page needs from the provider's browser library: card numbers are typed into
 * its field and sent to the provider, never to our server. Shaped as Stripe.js is (results carry
 * `error` rather than throwing; a card field is mounted into an element), so the Stripe adapter
 * wraps `@stripe/stripe-js` call for call; the sandbox's (`sandbox/sandbox-collector.tsx`) is its twin.
 */
export interface CardCollector {
  /** Stripe: `elements.create('card', { hidePostalCode: true }).mount(container)`. */
  mountCardField(container: HTMLElement, options: CardFieldOptions): CardField;
  /** Stripe: `createPaymentMethod({ type: 'card', card, billing_details: { name } })`. */
  createPaymentMethod(card: CardField, name: string): Promise<CollectorResult<{ paymentMethod: { id: string } }>>;
  /** Stripe: `createToken(card, { name })`. */
  createToken(card: CardField, name: string): Promise<CollectorResult<{ token: { id: string } }>>;
  /** Stripe: `confirmCardPayment(clientSecret)`: the bank's 3-D Secure check, when it asks for one. */
  confirmCardPayment(clientSecret: string): Promise<CollectorResult<{ paymentIntent: ConfirmedIntent }>>;
  /** Stripe: `confirmCardSetup(clientSecret)`: the same for saving a card. */
  confirmCardSetup(clientSecret: string): Promise<CollectorResult<{ setupIntent: ConfirmedIntent }>>;
  /** Stripe: `paymentRequest(options)` and its `paymentRequestButton` element: a wallet (Apple Pay, Google Pay). */
  paymentRequest(options: PaymentOrder['paymentRequest']): WalletRequest;
}

/**
 * The provider's error: Stripe.js's `type`, `code` and `decline_code` (what the parent reads is the error
 * catalogue's entry for them, `providerOutcomeMessage`), and its `message`, shown only for an error that is ours.
 */
export interface CollectorError {
  message: string;
  type?: string;
  code?: string;
  decline_code?: string;
}
export type CollectorResult<T> = (T & { error?: undefined }) | { error: CollectorError };

export interface ConfirmedIntent {
  id: string;
  status: string;
}

export interface CardFieldOptions {
  /** Stripe's `change` event: whether the card can be used, and the provider's words for what is wrong. */
  onChange: (change: { complete: boolean; error: string | null }) => void;
  onFocus?: () => void;
  /** The page's label and error area (the sandbox ties its inputs to them; Stripe's frame has its own). */
  labelledBy?: string;
  describedBy?: string;
}

export interface CardField {
  focus(): void;
  /** Stripe: `update({ disabled })`. */
  setDisabled(disabled: boolean): void;
  destroy(): void;
}

/** Stripe's `paymentrequest.on('token')` event: the wallet's card token; `complete` closes the sheet. */
export interface WalletTokenEvent {
  token: { id: string };
  complete: (status: 'success' | 'fail') => void;
}

export interface WalletRequest {
  /** Whether this browser has a wallet that can pay (Stripe answers null when it has none). */
  canMakePayment(): Promise<boolean>;
  /** Stripe: `on('token', handler)`; the answer is `off('token', handler)`. */
  onToken(handler: (event: WalletTokenEvent) => void): () => void;
  /** Stripe: `elements.create('paymentRequestButton', { paymentRequest }).mount(container)`. */
  mountButton(container: HTMLElement): { destroy(): void };
}
