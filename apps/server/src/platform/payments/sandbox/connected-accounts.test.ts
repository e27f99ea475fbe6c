import { describe, expect, it } from 'vitest';
import { PINNED_API_VERSION } from '../provider-objects.js';
import { sandboxFixture } from './test-fixture.js';

const CLUB = { stripeAccount: 'acct_1ClubLittleLegends' };

describe("direct charges on a club's connected account", () => {
  it("charge with the platform's fee, and keep each account's objects to it", async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4242424242424242', CLUB);
    const intent = await provider.paymentIntents.create(
      {
        amount: 1250,
        currency: 'GBP',
        customer: customer.id,
        payment_method: method.id,
        application_fee_amount: 76,
        confirm: true,
      },
      CLUB,
    );
    expect(intent).toMatchObject({ status: 'succeeded', currency: 'gbp', application_fee_amount: 76 });
    expect(await provider.paymentIntents.retrieve(intent.id).catch((e: unknown) => e)).toMatchObject({
      code: 'resource_missing',
    });
    const other = { stripeAccount: 'acct_1AnotherClub' };
    expect(await provider.customers.retrieve(customer.id, other).catch((e: unknown) => e)).toMatchObject({
      code: 'resource_missing',
    });
  });

  it('refuse an application fee without a connected account, or above the amount', async () => {
    const { provider } = sandboxFixture();
    const base = { amount: 1000, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true };
    const noAccount = await provider.paymentIntents.create({ ...base, application_fee_amount: 50 }).catch((e) => e);
    expect(noAccount).toMatchObject({ param: 'application_fee_amount' });
    const tooBig = await provider.paymentIntents
      .create({ ...base, application_fee_amount: 1001 }, CLUB)
      .catch((e: unknown) => e);
    expect(tooBig).toMatchObject({ param: 'application_fee_amount' });
  });
});

describe("the sandbox's events", () => {
  it('are Stripe-shaped, in order, naming the account and the idempotency key, each with its object then', async () => {
    const { provider, events } = sandboxFixture();
    const intent = await provider.paymentIntents.create(
      { amount: 1250, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true },
      { ...CLUB, idempotencyKey: 'order-uuid-1' },
    );
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    expect(events[0]).toMatchObject({
      object: 'event',
      api_version: PINNED_API_VERSION,
      account: CLUB.stripeAccount,
      livemode: false,
      data: { object: { id: intent.id, status: 'requires_confirmation' } },
      request: { idempotency_key: 'order-uuid-1' },
    });
    expect(events[2].data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(events[0].id).toMatch(/^evt_/);
  });

  it('are not sent for a call that failed', async () => {
    const { provider, events } = sandboxFixture();
    await provider.paymentIntents
      .create({ amount: 1250, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true, customer: 'cus_nope' })
      .catch(() => undefined);
    expect(events).toEqual([]);
  });
});

describe('saved cards', () => {
  it('are listed for their customer, and once detached are gone for good', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    await provider.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
    const listed = await provider.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map(({ id, card }) => ({ id, brand: card.brand, last4: card.last4 }))).toEqual([
      { id: method.id, brand: 'visa', last4: '4242' },
    ]);
    await provider.paymentMethods.detach(method.id);
    expect((await provider.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
    expect((await provider.customers.retrieve(customer.id)).invoice_settings.default_payment_method).toBeNull();
    const reused = await provider.paymentIntents
      .create({ amount: 1000, currency: 'gbp', payment_method: method.id, confirm: true })
      .catch((e: unknown) => e);
    expect(reused).toMatchObject({ type: 'invalid_request_error', param: 'payment_method' });
  });

  it('cannot pay for another customer', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { method } = await customerWithCard('4242424242424242');
    const stranger = await provider.customers.create({});
    const error = await provider.paymentIntents
      .create({ amount: 1000, currency: 'gbp', customer: stranger.id, payment_method: method.id, confirm: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ param: 'payment_method' });
  });
});

describe("a club's connected account in the sandbox (Connect onboarding)", () => {
  it('takes payments as soon as it is made; its onboarding link goes straight back; one key, one account', async () => {
    const { provider } = sandboxFixture();
    const params = { type: 'express' as const, country: 'GB', metadata: { club_id: '7' } };
    const account = await provider.accounts.create(params, { idempotencyKey: 'club-account-7' });
    expect(account).toMatchObject({ object: 'account', charges_enabled: true, details_submitted: true, country: 'GB' });
    expect(account.id).toMatch(/^acct_[A-Za-z0-9]{24}$/);
    expect((await provider.accounts.create(params, { idempotencyKey: 'club-account-7' })).id).toBe(account.id);
    expect(await provider.accounts.retrieve(account.id)).toMatchObject({ id: account.id, charges_enabled: true });
    const link = await provider.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://demo.localhost:3000/cms/transition/splash/payment',
      return_url: 'http://demo.localhost:3000/cms/transition/payment/overview',
    });
    expect(link.url).toBe('http://demo.localhost:3000/cms/transition/payment/overview');
    expect(await provider.accounts.retrieve('cus_not_an_account').catch((e: unknown) => e)).toMatchObject({
      code: 'resource_missing',
    });
  });
});
