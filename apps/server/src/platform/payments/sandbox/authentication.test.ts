import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider-error.js';
import type { PaymentIntent, SetupIntent } from '../provider-objects.js';
import { sandboxFixture } from './test-fixture.js';

const asPayment = (intent: PaymentIntent | SetupIntent) => intent as PaymentIntent;

describe("the sandbox's 3-D Secure dialog", () => {
  it('Complete on 4000 0027 6000 3184 pays', async () => {
    const { provider, pay, eventTypes } = sandboxFixture();
    const asked = await pay('4000002760003184');
    const paid = asPayment(await provider.sandbox.completeAuthentication(asked.id));
    expect(paid).toMatchObject({ id: asked.id, status: 'succeeded', amount_received: 1250, next_action: null });
    expect(await provider.paymentIntents.retrieve(asked.id)).toEqual(paid);
    expect(eventTypes()).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('Fail leaves the payment waiting for another card, which can then pay it', async () => {
    const { provider, pay } = sandboxFixture();
    const asked = await pay('4000002760003184');
    const failed = asPayment(await provider.sandbox.failAuthentication(asked.id));
    expect(failed).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(failed.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    const retried = await provider.paymentIntents.confirm(asked.id, { payment_method: 'pm_card_visa' });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it.each([
    ['4000008400001629', 'card_declined', 'generic_decline'],
    ['4000008260003178', 'card_declined', 'insufficient_funds'],
  ])('%s authenticates, then is declined (%s)', async (number, code, declineCode) => {
    const { provider, pay } = sandboxFixture();
    const asked = await pay(number);
    expect(asked.status).toBe('requires_action');
    const declined = asPayment(await provider.sandbox.completeAuthentication(asked.id));
    expect(declined).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
    expect(declined.last_payment_error).toMatchObject({ code, decline_code: declineCode });
  });

  it('is refused for a payment not waiting for it, and changes nothing', async () => {
    const { provider, pay, events } = sandboxFixture();
    const paid = await pay('4242424242424242');
    const before = events.length;
    const error = await provider.sandbox.completeAuthentication(paid.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(events.length).toBe(before);
    expect(await provider.sandbox.failAuthentication('pi_unknown').catch((e: unknown) => e)).toMatchObject({
      code: 'resource_missing',
    });
  });

  it('an off-session payment cannot ask, so 3184 is declined authentication_required', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4000002760003184');
    const intent = await provider.paymentIntents.create({
      amount: 2000,
      currency: 'gbp',
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
      off_session: true,
    });
    expect(intent).toMatchObject({ status: 'requires_payment_method' });
    expect(intent.last_payment_error).toMatchObject({ code: 'authentication_required' });
  });
});

describe('4000 0025 0000 3155: authentication unless saved for later use', () => {
  const offSessionCharge = async (
    provider: ReturnType<typeof sandboxFixture>['provider'],
    customer: string,
    method: string,
  ) =>
    provider.paymentIntents.create({
      amount: 3000,
      currency: 'gbp',
      customer,
      payment_method: method,
      confirm: true,
      off_session: true,
    });

  it('is declined off-session until set up', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4000002500003155');
    const intent = await offSessionCharge(provider, customer.id, method.id);
    expect(intent.last_payment_error).toMatchObject({ code: 'authentication_required' });
  });

  it('once paid with setup_future_usage (authenticating that once), later off-session charges need nothing', async () => {
    const { provider } = sandboxFixture();
    const customer = await provider.customers.create({});
    const first = await provider.paymentIntents.create({
      amount: 1250,
      currency: 'gbp',
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      setup_future_usage: 'off_session',
      confirm: true,
    });
    expect(first.status).toBe('requires_action');
    const paid = asPayment(await provider.sandbox.completeAuthentication(first.id));
    expect(paid.status).toBe('succeeded');
    const saved = await provider.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(saved.data.map((m) => m.id)).toEqual([paid.payment_method]);

    const later = await offSessionCharge(provider, customer.id, paid.payment_method ?? '');
    expect(later).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('once set up through a SetupIntent, off-session charges succeed; 3184 still cannot', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    for (const [number, outcome] of [
      ['4000002500003155', 'succeeded'],
      ['4000002760003184', 'requires_payment_method'],
    ]) {
      const { customer, method } = await customerWithCard(number);
      const setup = await provider.setupIntents.create({
        customer: customer.id,
        payment_method: method.id,
        usage: 'off_session',
        confirm: true,
      });
      expect(setup).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      expect(setup.id).toMatch(/^seti_/);
      expect(await provider.sandbox.completeAuthentication(setup.id)).toMatchObject({ status: 'succeeded' });
      expect((await offSessionCharge(provider, customer.id, method.id)).status).toBe(outcome);
    }
  });

  it('a failed set-up leaves the card not set up', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4000002500003155');
    const setup = await provider.setupIntents.create({
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
    });
    const failed = (await provider.sandbox.failAuthentication(setup.id)) as SetupIntent;
    expect(failed).toMatchObject({ status: 'requires_payment_method' });
    expect(failed.last_setup_error).toMatchObject({ code: 'setup_intent_authentication_failure' });
    const intent = await offSessionCharge(provider, customer.id, method.id);
    expect(intent.last_payment_error).toMatchObject({ code: 'authentication_required' });
  });
});
