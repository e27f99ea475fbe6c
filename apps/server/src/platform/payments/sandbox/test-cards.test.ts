import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider-error.js';
import { luhnValid, TEST_CARDS } from './test-cards.js';
import { sandboxFixture, typedCard } from './test-fixture.js';

const BRANDS = TEST_CARDS.filter((card) => card.onSession === 'frictionless' && !card.chargeDeclined);

/** The error a call threw (and that it threw one). */
async function refusal(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe("the sandbox's test cards", () => {
  it('are valid card numbers, each alias naming one card', () => {
    expect(TEST_CARDS.filter((card) => !luhnValid(card.number))).toEqual([]);
    const aliases = TEST_CARDS.flatMap((card) => card.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it.each(BRANDS.map((card) => [card.number, card.brand]))('%s (%s) pays at once', async (number, brand) => {
    const { provider, pay } = sandboxFixture();
    const intent = await pay(number);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1250, last_payment_error: null });
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    expect(intent.latest_charge).toMatch(/^ch_/);
    const method = await provider.paymentMethods.retrieve(intent.payment_method ?? '');
    expect(method.card).toMatchObject({ brand, last4: number.slice(-4) });
  });

  it.each([['4000002760003184'], ['4000002500003155'], ['4000008400001629'], ['4000008260003178']])(
    '%s asks for 3-D Secure, with a client secret for the card collector',
    async (number) => {
      const { pay } = sandboxFixture();
      const intent = await pay(number);
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action).toMatchObject({ type: 'use_stripe_sdk' });
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
      expect(intent.amount_received).toBe(0);
    },
  );

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000119', 'processing_error', 'processing_error', expect.stringMatching(/^An error occurred/)],
    ['4000000000000341', 'card_declined', 'generic_decline', 'Your card was declined.'],
  ])('%s is declined: %s (%s)', async (number, code, declineCode, message) => {
    const { pay, eventTypes } = sandboxFixture();
    const intent = await pay(number);
    expect(intent).toMatchObject({ status: 'requires_payment_method', payment_method: null, amount_received: 0 });
    expect(intent.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
    expect(intent.last_payment_error?.payment_method?.card.last4).toBe(number.slice(-4));
    expect(intent.latest_charge).toBeNull();
    expect(eventTypes()).toContain('payment_intent.payment_failed');
    expect(eventTypes()).not.toContain('payment_intent.succeeded');
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'card_declined'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
  ])('%s cannot be saved for a customer (%s)', async (number, code) => {
    const { provider } = sandboxFixture();
    const customer = await provider.customers.create({});
    const method = await provider.paymentMethods.create(typedCard(number));
    const error = await refusal(provider.paymentMethods.attach(method.id, { customer: customer.id }));
    expect(error).toMatchObject({ type: 'card_error', code, statusCode: 402 });
    expect((await provider.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
  });

  it('4000 0000 0000 0341 is saved, then every charge of it fails', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4000000000000341');
    const saved = await provider.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(saved.data.map((m) => m.id)).toEqual([method.id]);
    for (const off_session of [false, true]) {
      const intent = await provider.paymentIntents.create({
        amount: 1000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: method.id,
        confirm: true,
        off_session,
      });
      expect(intent.last_payment_error).toMatchObject({ code: 'card_declined' });
    }
  });

  it('a past expiry is expired_card, typed or reached later by a saved card', async () => {
    const { provider, advance } = sandboxFixture();
    const typed = provider.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 9, exp_year: 2026 },
    });
    expect(await refusal(typed)).toMatchObject({ type: 'card_error', code: 'expired_card' });

    const customer = await provider.customers.create({});
    const method = await provider.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 10, exp_year: 2026 },
    });
    await provider.paymentMethods.attach(method.id, { customer: customer.id });
    advance(31 * 86_400); // into November 2026
    const intent = await provider.paymentIntents.create({
      amount: 1000,
      currency: 'gbp',
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
      off_session: true,
    });
    expect(intent.last_payment_error).toMatchObject({ code: 'expired_card' });
  });

  it.each([
    ['4242424242424241', 'incorrect_number'],
    ['4111111111111111', 'card_declined'], // a real card's number: the sandbox moves no money
  ])('refuses the number %s (%s)', async (number, code) => {
    const { provider } = sandboxFixture();
    expect(await refusal(provider.paymentMethods.create(typedCard(number)))).toMatchObject({
      type: 'card_error',
      code,
    });
  });

  it('refuses a malformed CVC or month', async () => {
    const { provider } = sandboxFixture();
    expect(await refusal(provider.paymentMethods.create(typedCard('4242424242424242', '12')))).toMatchObject({
      code: 'invalid_cvc',
    });
    const month = provider.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 13, exp_year: 2030 },
    });
    expect(await refusal(month)).toMatchObject({ code: 'invalid_expiry_month' });
  });

  it.each([
    ['pm_card_visa', 'succeeded', undefined],
    ['pm_card_mastercard', 'succeeded', undefined],
    ['pm_card_chargeDeclined', 'requires_payment_method', 'card_declined'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'requires_payment_method', 'card_declined'],
    ['pm_card_chargeDeclinedExpiredCard', 'requires_payment_method', 'expired_card'],
    ['pm_card_authenticationRequired', 'requires_action', undefined],
    ['pm_card_authenticationRequiredOnSetup', 'requires_action', undefined],
  ])('the alias %s pays as its card does: %s', async (alias, status, code) => {
    const { provider } = sandboxFixture();
    const intent = await provider.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: alias,
      confirm: true,
    });
    expect(intent.status).toBe(status);
    expect(intent.last_payment_error?.code).toBe(code);
  });

  it.each([
    ['tok_visa', 'succeeded'],
    ['tok_chargeDeclined', 'requires_payment_method'],
    ['tok_chargeDeclinedIncorrectCvc', 'requires_payment_method'],
    ['tok_authenticationRequired', 'requires_action'],
  ])('the token %s makes a payment method that pays as its card does: %s', async (token, status) => {
    const { provider } = sandboxFixture();
    const method = await provider.paymentMethods.create({ type: 'card', card: { token } });
    const intent = await provider.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: method.id,
      confirm: true,
    });
    expect(intent.status).toBe(status);
  });

  it("makes single-use tokens from the card form's typed cards, showing only brand, last 4 and expiry", async () => {
    const { provider } = sandboxFixture();
    const token = await provider.sandbox.createCardToken({
      number: '5555 5555 5555 4444',
      exp_month: 4,
      exp_year: 29,
      cvc: '321',
    });
    expect(token.id).toMatch(/^tok_/);
    expect(token.card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: 2029 });
    expect(JSON.stringify(token)).not.toContain('5555555555554444');
    const method = await provider.paymentMethods.create({ type: 'card', card: { token: token.id } });
    expect(method.card.fingerprint).toBe(token.card.fingerprint);
    const again = await refusal(provider.paymentMethods.create({ type: 'card', card: { token: token.id } }));
    expect(again).toMatchObject({ type: 'invalid_request_error' });
  });

  it('answers resource_missing for an unknown card, alias or token', async () => {
    const { provider } = sandboxFixture();
    const unknownAlias = provider.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: 'pm_card_nonesuch',
      confirm: true,
    });
    expect(await refusal(unknownAlias)).toMatchObject({ code: 'resource_missing', statusCode: 404 });
    const unknownToken = provider.paymentMethods.create({ type: 'card', card: { token: 'tok_nonesuch' } });
    expect(await refusal(unknownToken)).toMatchObject({ code: 'resource_missing' });
  });
});
