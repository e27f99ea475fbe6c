import { stripePaymentProvider, type StripeProviderOptions } from '../stripe-provider.js';
import { CREATED } from './fixtures/customers.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startStandInStripe, type StandInStripe } from './stand-in-stripe.js';

export const TEST_SECRET_KEY = 'sk_test_51QAbCdPlatformClubroomKey';
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_the_stripe_adapter';
/** The adapter's clock: a minute after the fixtures' objects were made. */
export const TEST_NOW = new Date((CREATED + 60) * 1000);

/** The Stripe adapter talking to the stand-in server (no retries unless asked: a failure shows at once). */
export const stripeOnStandIn = (standIn: StandInStripe, options: Partial<StripeProviderOptions> = {}) =>
  stripePaymentProvider({
    secretKey: TEST_SECRET_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    clock: () => TEST_NOW,
    api: standIn.api,
    maxNetworkRetries: 0,
    ...options,
  });

/**
 * For a test file: the stand-in started before its tests and closed after them, what it recorded cleared
 * after each test, and the adapter on it. Read `standIn` and `provider` inside the tests.
 */
export function standInForTests() {
  const context = {} as { standIn: StandInStripe; provider: ReturnType<typeof stripeOnStandIn> };
  beforeAll(async () => {
    context.standIn = await startStandInStripe();
    context.provider = stripeOnStandIn(context.standIn);
  });
  afterEach(() => context.standIn.reset());
  afterAll(() => context.standIn.close());
  return context;
}
