import type { PaymentMethodCreateParams, RequestOptions } from '../payment-provider.js';
import type { ProviderEvent } from '../provider-objects.js';
import { sandboxPaymentProvider } from './sandbox-provider.js';

/** A fixed "now" for the sandbox's tests. */
export const SANDBOX_NOW = new Date('2026-10-14T11:00:00Z');

/** A typed card good until 2030. */
export const typedCard = (number: string, cvc = '123'): PaymentMethodCreateParams => ({
  type: 'card',
  card: { number, exp_month: 12, exp_year: 2030, cvc },
  billing_details: { name: 'Jo Parent' },
});

/** A sandbox with a clock the test moves and every event it delivered. */
export function sandboxFixture(opts: { webhookSecret?: string } = {}) {
  let now = SANDBOX_NOW;
  const events: ProviderEvent[] = [];
  const provider = sandboxPaymentProvider({
    webhookSecret: opts.webhookSecret ?? 'whsec_test_secret_for_the_sandbox',
    clock: () => now,
    onEvent: (event) => {
      events.push(event);
    },
    production: false,
    allowInProduction: false,
  });
  return {
    provider,
    events,
    eventTypes: () => events.map((event) => event.type),
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    /** A customer with the card saved for them (attached). */
    async customerWithCard(number: string, options?: RequestOptions) {
      const customer = await provider.customers.create({ email: 'parent@example.com' }, options);
      const method = await provider.paymentMethods.create(typedCard(number), options);
      await provider.paymentMethods.attach(method.id, { customer: customer.id }, options);
      return { customer, method };
    },
    /** Pays £12.50 on-session with a typed card, confirmed at once. */
    async pay(number: string, extra: { customer?: string } = {}) {
      const method = await provider.paymentMethods.create(typedCard(number));
      return provider.paymentIntents.create({
        amount: 1250,
        currency: 'gbp',
        payment_method: method.id,
        confirm: true,
        ...extra,
      });
    },
  };
}
