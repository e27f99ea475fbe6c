import Stripe from 'stripe';
import type { RequestOptions } from '../payment-provider.js';
import { PINNED_API_VERSION } from '../provider-objects.js';

/** Where the SDK sends its requests: Stripe's API unless told otherwise (the stand-in server, in tests). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeClientOptions {
  /** STRIPE_SECRET_KEY: the platform's key (calls for a club name its connected account). */
  secretKey: string;
  api?: StripeApiAddress;
  /**
   * Retries after a network failure, a 409 or a 5xx. Safe: a write retried with its idempotency key is answered
   * as the first attempt was (the SDK makes a key for a write that has none).
   */
  maxNetworkRetries?: number;
  /** How long one attempt may take, in milliseconds, before it counts as a network failure. */
  timeoutMs?: number;
}

const DEFAULT_MAX_NETWORK_RETRIES = 2;
/** Stripe's own default is 80 s: far longer than a parent waits on a payment page. */
const DEFAULT_TIMEOUT_MS = 20_000;

/** The SDK, answering in the shapes of `provider-objects.ts` (the pinned API version). */
export function stripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: PINNED_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    telemetry: false,
    ...options.api,
  });
}

/**
 * A call's options as the SDK takes them. Both keys are always present, even when undefined: the SDK tells its
 * options from a call's parameters by these keys, and sends only those with a value.
 */
export const sdkRequestOptions = (options: RequestOptions = {}): Stripe.RequestOptions => ({
  idempotencyKey: options.idempotencyKey,
  stripeAccount: options.stripeAccount,
});
