import { describe, expect, it } from 'vitest';
import type { SubscriptionCheckoutParams } from '../payment-provider.js';
import { PaymentProviderError } from '../payment-provider-error.js';
import { sandboxFixture } from './test-fixture.js';

const PRODUCT = 'platform_plan_1';
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });

const sessionParams = (extra: Partial<SubscriptionCheckoutParams> = {}): SubscriptionCheckoutParams => ({
  mode: 'subscription',
  line_items: [
    {
      price_data: { currency: 'GBP', product: PRODUCT, unit_amount: 2900, recurring: { interval: 'month' } },
      quantity: 1,
    },
  ],
  success_url: 'http://demo.localhost:3000/cms/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://demo.localhost:3000/cms/settings/subscription',
  client_reference_id: '7',
  ...extra,
});

const setupParams = () => ({
  mode: 'setup' as const,
  customer: 'cus_none',
  currency: 'gbp',
  success_url: 'http://demo.localhost:3000/cms/settings/subscription',
  cancel_url: 'http://demo.localhost:3000/cms/settings/subscription',
});

async function withSession() {
  const fixture = sandboxFixture();
  await fixture.provider.products.create({ id: PRODUCT, name: 'Clubroom Monthly' });
  const session = await fixture.provider.checkout.sessions.create(sessionParams());
  if (fixture.provider.name !== 'sandbox') throw new Error('not the sandbox');
  return { ...fixture, session, controls: fixture.provider.sandbox };
}

describe('Checkout Sessions in the sandbox', () => {
  it("opens a session whose hosted page is on the success address's site", async () => {
    const { session } = await withSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2900,
      currency: 'gbp',
      customer: null,
      subscription: null,
      client_reference_id: '7',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`http://demo.localhost:3000/sandbox/checkout/${session.id}`);
  });

  it('refuses an unknown product and a missing address, naming the parameter', async () => {
    const { provider } = await withSession();
    const unknown = sessionParams();
    unknown.line_items[0].price_data.product = 'prod_none';
    await expect(provider.checkout.sessions.create(unknown)).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'line_items[0][price_data][product]',
    });
    await expect(provider.checkout.sessions.create(sessionParams({ cancel_url: 'nowhere' }))).rejects.toMatchObject({
      param: 'cancel_url',
    });
  });

  it('a declined card refuses the checkout and keeps nothing; a good one completes it with an active subscription', async () => {
    const { provider, controls, session, eventTypes } = await withSession();
    const declined = controls.completeCheckoutSession(session.id, { card: card('4000000000000002'), name: 'Rory' });
    await expect(declined).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await provider.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(eventTypes()).not.toContain('customer.subscription.created');

    const done = await controls.completeCheckoutSession(session.id, { card: card('4242424242424242'), name: 'Rory' });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const subscription = await provider.subscriptions.retrieve(done.subscription!);
    expect(subscription).toMatchObject({ status: 'active', customer: done.customer });
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 2900 });
    expect(eventTypes().at(-1)).toBe('checkout.session.completed');
    await expect(
      controls.completeCheckoutSession(session.id, { card: card('4242424242424242'), name: 'Rory' }),
    ).rejects.toMatchObject({ type: 'invalid_request_error' });
  });

  it('expires after a day', async () => {
    const { provider, session, advance } = await withSession();
    advance(24 * 3600);
    expect(await provider.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
  });

  it("setup mode saves a card for the customer (the bank's check applies) and names its set-up", async () => {
    const { provider, controls, session } = await withSession();
    const paid = await controls.completeCheckoutSession(session.id, { card: card('4242424242424242'), name: 'Rory' });
    const customer = paid.customer!;
    const setup = await provider.checkout.sessions.create({
      mode: 'setup',
      customer,
      currency: 'GBP',
      success_url: 'http://demo.localhost:3000/cms/settings/subscription?card_session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://demo.localhost:3000/cms/settings/subscription',
    });
    expect(setup).toMatchObject({ mode: 'setup', customer, amount_total: null, currency: 'gbp', setup_intent: null });
    const declined = controls.completeCheckoutSession(setup.id, { card: card('4000000000000002'), name: 'Rory' });
    await expect(declined).rejects.toMatchObject({ type: 'card_error' });

    const done = await controls.completeCheckoutSession(setup.id, { card: card('5555555555554444'), name: 'Rory' });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', subscription: null });
    const intent = await provider.setupIntents.retrieve(done.setup_intent!);
    expect(intent).toMatchObject({ status: 'succeeded', customer });
    expect((await provider.paymentMethods.retrieve(intent.payment_method!)).card.last4).toBe('4444');
    await expect(provider.checkout.sessions.create(setupParams())).rejects.toMatchObject({ param: 'customer' });
  });
});
