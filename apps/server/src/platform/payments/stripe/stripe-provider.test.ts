import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider-error.js';
import { PINNED_API_VERSION } from '../provider-objects.js';
import { CLUB_ACCOUNT, customer, deletedCustomer } from './test/fixtures/customers.js';
import {
  paymentDeclined,
  paymentDeclinedError,
  paymentRequiresAction,
  paymentSucceeded,
} from './test/fixtures/payment-intents.js';
import { cardPaymentMethod, visa } from './test/fixtures/payment-methods.js';
import { refund } from './test/fixtures/refunds.js';
import { setupDeclined, setupDeclinedError, setupSucceeded } from './test/fixtures/setup-intents.js';
import { firstInvoice, subscriptionCanceled, subscriptionIncomplete } from './test/fixtures/subscriptions.js';
import { standInForTests, TEST_SECRET_KEY } from './test/stand-in-provider.js';
import type { SentRequest } from './test/stand-in-stripe.js';

const stand = standInForTests();

const ORDER_KEY = 'order-0f8d2c4e-6a1b-4f3e-9c7d-5b2a8e1f4c6d';
const onClub = (idempotencyKey = ORDER_KEY) => ({ idempotencyKey, stripeAccount: CLUB_ACCOUNT });
const fields = (request: SentRequest) => Object.fromEntries(request.form);
const SUBSCRIPTION_EXPAND = { 'expand[0]': 'pending_setup_intent', 'expand[1]': 'latest_invoice.payment_intent' };

describe('the Stripe adapter: every call', () => {
  it("goes to the club's connected account with the platform's key, the idempotency key and the pinned version", async () => {
    stand.standIn.answer('POST /v1/customers', { body: customer });
    const answer = await stand.provider.customers.create(
      { email: 'parent@example.com', name: 'Jo Parent', metadata: { parent_id: '42' } },
      onClub('parent-42'),
    );
    expect(answer).toEqual(customer);
    const sent = stand.standIn.lastRequest();
    expect(sent.route).toBe('POST /v1/customers');
    expect(fields(sent)).toEqual({ email: 'parent@example.com', name: 'Jo Parent', 'metadata[parent_id]': '42' });
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${TEST_SECRET_KEY}`,
      'idempotency-key': 'parent-42',
      'stripe-account': CLUB_ACCOUNT,
      'stripe-version': PINNED_API_VERSION,
    });
    expect(PINNED_API_VERSION).toBe('2025-02-24.acacia');
  });

  it("sends no account without one (the platform's own) and no telemetry about earlier requests", async () => {
    stand.standIn.answer('GET /v1/customers/cus_RzJ4kQv8pX2mLa', { body: customer }, { body: customer });
    await stand.provider.customers.retrieve(customer.id);
    await stand.provider.customers.retrieve(customer.id);
    for (const sent of stand.standIn.requests) {
      expect(sent.headers['stripe-account']).toBeUndefined();
      expect(sent.headers['idempotency-key']).toBeUndefined();
      expect(sent.headers['x-stripe-client-telemetry']).toBeUndefined();
    }
  });
});

describe('customers and saved cards', () => {
  it('clears the default card when the interface says null (Stripe: an empty string), and sets one', async () => {
    stand.standIn.answer('POST /v1/customers/cus_RzJ4kQv8pX2mLa', { body: customer }, { body: customer });
    await stand.provider.customers.update(
      customer.id,
      { invoice_settings: { default_payment_method: null } },
      onClub(),
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({ 'invoice_settings[default_payment_method]': '' });
    await stand.provider.customers.update(
      customer.id,
      { invoice_settings: { default_payment_method: visa.id } },
      onClub(),
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({ 'invoice_settings[default_payment_method]': visa.id });
  });

  it('answers a customer deleted on Stripe as resource_missing, as the sandbox does for one it does not have', async () => {
    stand.standIn.answer('GET /v1/customers/cus_RzJ4kQv8pX2mLa', { body: deletedCustomer });
    const retrieving = stand.provider.customers.retrieve(customer.id, onClub());
    await expect(retrieving).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(retrieving).rejects.toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it("makes a card from the browser's token, saves it for the customer and lists the customer's cards", async () => {
    const saved = cardPaymentMethod({ id: visa.id, last4: '4242', fingerprint: visa.card.fingerprint }, customer.id);
    stand.standIn.answer('POST /v1/payment_methods', { body: visa });
    stand.standIn.answer(`POST /v1/payment_methods/${visa.id}/attach`, { body: saved });
    stand.standIn.answer('GET /v1/payment_methods', {
      body: { object: 'list', data: [saved], has_more: false, url: '/v1/payment_methods' },
    });

    expect(await stand.provider.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } }, onClub())).toEqual(
      visa,
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({ type: 'card', 'card[token]': 'tok_visa' });
    expect(await stand.provider.paymentMethods.attach(visa.id, { customer: customer.id }, onClub())).toEqual(saved);
    expect(fields(stand.standIn.lastRequest())).toEqual({ customer: customer.id });
    const list = await stand.provider.paymentMethods.list({ customer: customer.id, type: 'card' }, onClub());
    expect(list).toMatchObject({ object: 'list', data: [saved], has_more: false });
    expect(Object.fromEntries(stand.standIn.lastRequest().query)).toEqual({
      customer: customer.id,
      type: 'card',
      limit: '100',
    });
  });
});

describe('payments: direct charges on the club account', () => {
  const charge = {
    amount: 1250,
    currency: 'gbp',
    customer: customer.id,
    payment_method: visa.id,
    confirm: true,
    application_fee_amount: 95,
    metadata: { order_id: '0f8d2c4e-6a1b-4f3e-9c7d-5b2a8e1f4c6d' },
  };

  it("takes the platform's fee and names cards as the only payment method", async () => {
    stand.standIn.answer('POST /v1/payment_intents', { body: paymentSucceeded });
    const intent = await stand.provider.paymentIntents.create(charge, onClub());
    expect(intent).toEqual(paymentSucceeded);
    const sent = stand.standIn.lastRequest();
    expect(fields(sent)).toEqual({
      amount: '1250',
      currency: 'gbp',
      customer: customer.id,
      payment_method: visa.id,
      confirm: 'true',
      application_fee_amount: '95',
      'metadata[order_id]': charge.metadata.order_id,
      'payment_method_types[0]': 'card',
    });
    expect(sent.headers).toMatchObject({ 'idempotency-key': ORDER_KEY, 'stripe-account': CLUB_ACCOUNT });
  });

  it('answers an intent that needs 3-D Secure with what the card collector needs', async () => {
    stand.standIn.answer('POST /v1/payment_intents', { body: paymentRequiresAction });
    const intent = await stand.provider.paymentIntents.create(charge, onClub());
    expect(intent.status).toBe('requires_action');
    expect(intent.client_secret).toBe(paymentRequiresAction.client_secret);
    expect(intent.next_action?.type).toBe('use_stripe_sdk');
  });

  it("answers a decline (Stripe's 402 with the intent) as the declined intent, on create and on confirm", async () => {
    stand.standIn.answer('POST /v1/payment_intents', { status: 402, body: paymentDeclinedError });
    const declined = await stand.provider.paymentIntents.create(charge, onClub());
    expect(declined).toEqual(paymentDeclined);
    expect(declined.status).toBe('requires_payment_method');
    expect(declined.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });

    stand.standIn.answer(`POST /v1/payment_intents/${paymentDeclined.id}/confirm`, {
      status: 402,
      body: paymentDeclinedError,
    });
    expect(await stand.provider.paymentIntents.confirm(paymentDeclined.id, undefined, onClub('retry-1'))).toEqual(
      paymentDeclined,
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({});
  });

  it('reads and cancels an intent on the club account', async () => {
    const canceled = { ...paymentRequiresAction, status: 'canceled', cancellation_reason: 'abandoned' };
    stand.standIn.answer(`GET /v1/payment_intents/${paymentRequiresAction.id}`, { body: paymentRequiresAction });
    stand.standIn.answer(`POST /v1/payment_intents/${paymentRequiresAction.id}/cancel`, { body: canceled });
    expect(await stand.provider.paymentIntents.retrieve(paymentRequiresAction.id, onClub())).toEqual(
      paymentRequiresAction,
    );
    expect(await stand.provider.paymentIntents.cancel(paymentRequiresAction.id, onClub('cancel-1'))).toEqual(canceled);
    expect(stand.standIn.requests.map((sent) => sent.headers['stripe-account'])).toEqual([CLUB_ACCOUNT, CLUB_ACCOUNT]);
  });

  it('gives part of a payment back, with the platform fee in proportion', async () => {
    stand.standIn.answer('POST /v1/refunds', { body: refund });
    const answer = await stand.provider.refunds.create(
      {
        payment_intent: paymentSucceeded.id,
        amount: 500,
        reason: 'requested_by_customer',
        refund_application_fee: true,
      },
      onClub('refund-1'),
    );
    expect(answer).toEqual(refund);
    expect(fields(stand.standIn.lastRequest())).toEqual({
      payment_intent: paymentSucceeded.id,
      amount: '500',
      reason: 'requested_by_customer',
      refund_application_fee: 'true',
    });
  });

  it("lists a payment's refunds on the club account, one page of a hundred", async () => {
    const page = { object: 'list', data: [refund], has_more: false, url: '/v1/refunds' };
    stand.standIn.answer('GET /v1/refunds', { body: page });
    const listed = await stand.provider.refunds.list(
      { payment_intent: paymentSucceeded.id },
      { stripeAccount: CLUB_ACCOUNT },
    );
    expect(listed.data).toEqual([refund]);
    const sent = stand.standIn.lastRequest();
    expect(Object.fromEntries(sent.query)).toEqual({ payment_intent: paymentSucceeded.id, limit: '100' });
    expect(sent.headers['stripe-account']).toBe(CLUB_ACCOUNT);
  });
});

describe('saving a card for later (SetupIntents)', () => {
  it('sets a card up for off-session payments', async () => {
    stand.standIn.answer('POST /v1/setup_intents', { body: setupSucceeded });
    const setup = await stand.provider.setupIntents.create(
      { customer: customer.id, payment_method: visa.id, usage: 'off_session', confirm: true },
      onClub('setup-1'),
    );
    expect(setup).toEqual(setupSucceeded);
    expect(fields(stand.standIn.lastRequest())).toEqual({
      customer: customer.id,
      payment_method: visa.id,
      usage: 'off_session',
      confirm: 'true',
      'payment_method_types[0]': 'card',
    });
  });

  it('answers a refused card (402 with the SetupIntent) as the SetupIntent with its last_setup_error', async () => {
    stand.standIn.answer(`POST /v1/setup_intents/${setupDeclined.id}/confirm`, {
      status: 402,
      body: setupDeclinedError,
    });
    const setup = await stand.provider.setupIntents.confirm(setupDeclined.id, { payment_method: 'pm_x' }, onClub());
    expect(setup).toEqual(setupDeclined);
    expect(setup.last_setup_error?.decline_code).toBe('insufficient_funds');
  });
});

describe('subscriptions', () => {
  const monthly = {
    customer: customer.id,
    items: [
      {
        price_data: {
          currency: 'gbp',
          product: 'prod_RzTuesdayFootball',
          unit_amount: 3500,
          recurring: { interval: 'month' as const },
        },
      },
    ],
    default_payment_method: subscriptionIncomplete.default_payment_method,
    application_fee_percent: 4.5,
    metadata: { child_id: '7' },
  };

  it('are created allow_incomplete and answered expanded, so the first payment’s 3-D Secure step can be read', async () => {
    stand.standIn.answer('POST /v1/subscriptions', { body: subscriptionIncomplete });
    const subscription = await stand.provider.subscriptions.create(monthly, onClub('subscribe-7'));
    expect(subscription).toEqual(subscriptionIncomplete);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.latest_invoice?.payment_intent).toMatchObject({
      status: 'requires_action',
      client_secret: subscriptionIncomplete.latest_invoice.payment_intent.client_secret,
    });
    expect(fields(stand.standIn.lastRequest())).toEqual({
      customer: customer.id,
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][product]': 'prod_RzTuesdayFootball',
      'items[0][price_data][unit_amount]': '3500',
      'items[0][price_data][recurring][interval]': 'month',
      default_payment_method: subscriptionIncomplete.default_payment_method,
      application_fee_percent: '4.5',
      'metadata[child_id]': '7',
      payment_behavior: 'allow_incomplete',
      ...SUBSCRIPTION_EXPAND,
    });
  });

  it("are anchored to the plan's billing day: billing_cycle_anchor, the days up to it not charged", async () => {
    stand.standIn.answer('POST /v1/subscriptions', { body: subscriptionIncomplete });
    const anchor = 1_793_491_200; // 1 November 2026, 00:00 UTC
    await stand.provider.subscriptions.create(
      { ...monthly, trial_period_days: 14, billing_cycle_anchor: anchor, proration_behavior: 'none' },
      onClub('subscribe-anchored'),
    );
    expect(fields(stand.standIn.lastRequest())).toMatchObject({
      trial_period_days: '14',
      billing_cycle_anchor: String(anchor),
      proration_behavior: 'none',
    });
  });

  it('are retrieved, updated and canceled expanded too', async () => {
    const route = `/v1/subscriptions/${subscriptionIncomplete.id}`;
    stand.standIn.answer(`GET ${route}`, { body: subscriptionIncomplete });
    stand.standIn.answer(`POST ${route}`, { body: subscriptionIncomplete });
    stand.standIn.answer(`DELETE ${route}`, { body: subscriptionCanceled });

    expect(await stand.provider.subscriptions.retrieve(subscriptionIncomplete.id, onClub())).toEqual(
      subscriptionIncomplete,
    );
    expect(Object.fromEntries(stand.standIn.lastRequest().query)).toEqual(SUBSCRIPTION_EXPAND);
    await stand.provider.subscriptions.update(
      subscriptionIncomplete.id,
      { default_payment_method: visa.id },
      onClub('u-1'),
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({ default_payment_method: visa.id, ...SUBSCRIPTION_EXPAND });
    const canceled = await stand.provider.subscriptions.cancel(subscriptionIncomplete.id, onClub('c-1'));
    expect(canceled.status).toBe('canceled');
    expect(Object.fromEntries(stand.standIn.lastRequest().query)).toEqual(SUBSCRIPTION_EXPAND);
    expect(stand.standIn.requests.map((sent) => sent.headers['stripe-account'])).toEqual(Array(3).fill(CLUB_ACCOUNT));
  });

  it('are repriced item by item, from the next invoice (no proration)', async () => {
    const route = `/v1/subscriptions/${subscriptionIncomplete.id}`;
    stand.standIn.answer(`POST ${route}`, { body: subscriptionIncomplete });
    const price = {
      currency: 'gbp',
      product: 'run_plan_12',
      unit_amount: 2800,
      recurring: { interval: 'month' as const },
    };
    await stand.provider.subscriptions.update(
      subscriptionIncomplete.id,
      { items: [{ id: 'si_1', price_data: price }], proration_behavior: 'none' },
      onClub(),
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][product]': 'run_plan_12',
      'items[0][price_data][unit_amount]': '2800',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'none',
      ...SUBSCRIPTION_EXPAND,
    });
  });

  it('lose an item from the next invoice (no proration)', async () => {
    const route = `/v1/subscriptions/${subscriptionIncomplete.id}`;
    stand.standIn.answer(`POST ${route}`, { body: subscriptionIncomplete });
    await stand.provider.subscriptions.update(
      subscriptionIncomplete.id,
      { items: [{ id: 'si_2', deleted: true }], proration_behavior: 'none' },
      onClub(),
    );
    expect(fields(stand.standIn.lastRequest())).toEqual({
      'items[0][id]': 'si_2',
      'items[0][deleted]': 'true',
      proration_behavior: 'none',
      ...SUBSCRIPTION_EXPAND,
    });
  });

  it("need their product: made on the club's account with the id given", async () => {
    const product = {
      id: 'run_plan_12',
      object: 'product',
      active: true,
      name: 'Teen Gymnastics',
      metadata: { runId: '12' },
      created: 1_760_000_000,
      livemode: false,
    };
    stand.standIn.answer('POST /v1/products', { body: product });
    const made = await stand.provider.products.create(
      { id: 'run_plan_12', name: 'Teen Gymnastics', metadata: { runId: '12' } },
      { stripeAccount: CLUB_ACCOUNT },
    );
    expect(made).toEqual(product);
    const sent = stand.standIn.lastRequest();
    expect(fields(sent)).toEqual({ id: 'run_plan_12', name: 'Teen Gymnastics', 'metadata[runId]': '12' });
    expect(sent.headers['stripe-account']).toBe(CLUB_ACCOUNT);
  });

  it('list their open invoices on the club account, each with its payment expanded', async () => {
    const page = { object: 'list', data: [firstInvoice], has_more: false, url: '/v1/invoices' };
    stand.standIn.answer('GET /v1/invoices', { body: page });
    const open = await stand.provider.invoices.list(
      { subscription: subscriptionIncomplete.id, status: 'open' },
      { stripeAccount: CLUB_ACCOUNT },
    );
    expect(open.data[0].payment_intent?.status).toBe('requires_action');
    const sent = stand.standIn.lastRequest();
    expect(Object.fromEntries(sent.query)).toEqual({
      subscription: subscriptionIncomplete.id,
      status: 'open',
      limit: '100',
      'expand[0]': 'data.payment_intent',
    });
    expect(sent.headers['stripe-account']).toBe(CLUB_ACCOUNT);
  });

  it('retrieve one invoice on the club account, with its payment expanded', async () => {
    stand.standIn.answer(`GET /v1/invoices/${firstInvoice.id}`, { body: firstInvoice });
    const invoice = await stand.provider.invoices.retrieve(firstInvoice.id, { stripeAccount: CLUB_ACCOUNT });
    expect(invoice.payment_intent?.status).toBe('requires_action');
    const sent = stand.standIn.lastRequest();
    expect(Object.fromEntries(sent.query)).toEqual({ 'expand[0]': 'payment_intent' });
    expect(sent.headers['stripe-account']).toBe(CLUB_ACCOUNT);
  });
});
