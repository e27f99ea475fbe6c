import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider-error.js';
import { CLUB_ACCOUNT, customer } from './test/fixtures/customers.js';
import {
  amountTooSmall,
  cardDeclinedOnAttach,
  idempotencyConflict,
  invalidApiKey,
  noSuchCustomer,
  stripeError,
} from './test/fixtures/errors.js';
import { paymentRequiresAction, paymentSucceeded } from './test/fixtures/payment-intents.js';
import { visaInsufficientFunds } from './test/fixtures/payment-methods.js';
import { standInForTests, stripeOnStandIn } from './test/stand-in-provider.js';

const stand = standInForTests();

const onClub = { idempotencyKey: 'order-1', stripeAccount: CLUB_ACCOUNT };
const pay = () =>
  stand.provider.paymentIntents.create(
    { amount: 10, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true },
    onClub,
  );

/** What the call threw: a PaymentProviderError, as the sandbox throws. */
async function thrown(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  const { type, code, decline_code, param, statusCode, message } = error as PaymentProviderError;
  return { type, code, decline_code, param, statusCode, message };
}

describe("Stripe's errors, as the sandbox throws them", () => {
  it('an invalid request names its code and parameter (400)', async () => {
    stand.standIn.answer('POST /v1/payment_intents', { status: 400, body: amountTooSmall });
    expect(await thrown(pay)).toMatchObject({
      type: 'invalid_request_error',
      code: 'amount_too_small',
      decline_code: undefined,
      param: 'amount',
      statusCode: 400,
    });
  });

  it("an id the club's account does not have is resource_missing (404)", async () => {
    stand.standIn.answer(`GET /v1/customers/${customer.id}`, { status: 404, body: noSuchCustomer(customer.id) });
    expect(await thrown(() => stand.provider.customers.retrieve(customer.id, onClub))).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      statusCode: 404,
    });
  });

  it('a key used again with other parameters is an idempotency_error', async () => {
    stand.standIn.answer('POST /v1/payment_intents', { status: 400, body: idempotencyConflict('order-1') });
    expect(await thrown(pay)).toMatchObject({ type: 'idempotency_error', statusCode: 400 });
  });

  it('a card refused when it is saved is a card_error with the decline code (402)', async () => {
    const attach = `POST /v1/payment_methods/${visaInsufficientFunds.id}/attach`;
    stand.standIn.answer(attach, { status: 402, body: cardDeclinedOnAttach });
    const attaching = () =>
      stand.provider.paymentMethods.attach(visaInsufficientFunds.id, { customer: customer.id }, onClub);
    expect(await thrown(attaching)).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      param: undefined,
      statusCode: 402,
    });
  });

  it('an error carrying an intent that is not a decline stays an error', async () => {
    const confirm = `POST /v1/payment_intents/${paymentSucceeded.id}/confirm`;
    const unexpectedState = stripeError({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.',
      payment_intent: paymentSucceeded,
    });
    stand.standIn.answer(confirm, { status: 400, body: unexpectedState });
    expect(await thrown(() => stand.provider.paymentIntents.confirm(paymentSucceeded.id, {}, onClub))).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
    });
  });

  it("a wrong key is the platform's problem (api_error), though Stripe's body says invalid_request_error", async () => {
    stand.standIn.answer('POST /v1/payment_intents', { status: 401, body: invalidApiKey });
    expect(await thrown(pay)).toMatchObject({ type: 'api_error', statusCode: 401 });
  });
});

describe('network trouble', () => {
  it('a 5xx is retried with the same idempotency key, so the payment is taken once', async () => {
    const retrying = stripeOnStandIn(stand.standIn, { maxNetworkRetries: 1 });
    stand.standIn.answer(
      'POST /v1/payment_intents',
      { status: 500, body: stripeError({ type: 'api_error', message: 'Something went wrong on our end.' }) },
      { body: paymentRequiresAction },
    );
    const intent = await retrying.paymentIntents.create(
      { amount: 1250, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true },
      onClub,
    );
    expect(intent).toEqual(paymentRequiresAction);
    expect(stand.standIn.requests.map((sent) => sent.headers['idempotency-key'])).toEqual(['order-1', 'order-1']);
  });

  it('an answer slower than the timeout is an api_error', async () => {
    const impatient = stripeOnStandIn(stand.standIn, { timeoutMs: 100 });
    stand.standIn.answer('POST /v1/payment_intents', { body: paymentSucceeded, delayMs: 5_000 });
    const paying = () => impatient.paymentIntents.create({ amount: 1250, currency: 'gbp', confirm: true }, onClub);
    expect(await thrown(paying)).toMatchObject({ type: 'api_error', message: expect.stringMatching(/timeout/) });
  });
});
