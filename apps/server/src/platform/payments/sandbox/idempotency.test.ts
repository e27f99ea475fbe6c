import { describe, expect, it } from 'vitest';
import type { PaymentIntentCreateParams } from '../payment-provider.js';
import { sandboxFixture, typedCard } from './test-fixture.js';

const ORDER_KEY = 'order-5b0a2c9e-3f1d-4b7a-9d2e-7f1c2a3b4c5d';

const payment = (overrides: Partial<PaymentIntentCreateParams> = {}): PaymentIntentCreateParams => ({
  amount: 1250,
  currency: 'gbp',
  payment_method: 'pm_card_visa',
  confirm: true,
  metadata: { orderId: '42' },
  ...overrides,
});

describe("the sandbox's idempotency keys", () => {
  it('answers a retry with the same key and parameters with the first answer, charging once', async () => {
    const { provider, eventTypes } = sandboxFixture();
    const first = await provider.paymentIntents.create(payment(), { idempotencyKey: ORDER_KEY });
    const [second, third] = await Promise.all([
      provider.paymentIntents.create(payment(), { idempotencyKey: ORDER_KEY }),
      provider.paymentIntents.create(payment(), { idempotencyKey: ORDER_KEY }),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(eventTypes().filter((type) => type === 'charge.succeeded')).toHaveLength(1);
    expect(eventTypes().filter((type) => type === 'payment_intent.created')).toHaveLength(1);
  });

  it('refuses the key with other parameters or on another endpoint, and does nothing', async () => {
    const { provider, events } = sandboxFixture();
    await provider.paymentIntents.create(payment(), { idempotencyKey: ORDER_KEY });
    const before = events.length;
    const otherAmount = await provider.paymentIntents
      .create(payment({ amount: 1300 }), { idempotencyKey: ORDER_KEY })
      .catch((e: unknown) => e);
    expect(otherAmount).toMatchObject({ type: 'idempotency_error', statusCode: 400 });
    expect((otherAmount as Error).message).toMatch(/same parameters/);
    const otherEndpoint = await provider.customers.create({}, { idempotencyKey: ORDER_KEY }).catch((e: unknown) => e);
    expect(otherEndpoint).toMatchObject({ type: 'idempotency_error' });
    expect((otherEndpoint as Error).message).toMatch(/same endpoint/);
    expect(events.length).toBe(before);
  });

  it('keeps no answer for a request refused as invalid, so the corrected request runs under the key', async () => {
    const { provider } = sandboxFixture();
    const tooSmall = await provider.paymentIntents
      .create(payment({ amount: 10 }), { idempotencyKey: ORDER_KEY })
      .catch((e: unknown) => e);
    expect(tooSmall).toMatchObject({ code: 'amount_too_small', param: 'amount' });
    const paid = await provider.paymentIntents.create(payment(), { idempotencyKey: ORDER_KEY });
    expect(paid.status).toBe('succeeded');
  });

  it("replays a card's refusal when saving it", async () => {
    const { provider } = sandboxFixture();
    const customer = await provider.customers.create({});
    const method = await provider.paymentMethods.create(typedCard('4000000000000002'));
    const attach = () =>
      provider.paymentMethods
        .attach(method.id, { customer: customer.id }, { idempotencyKey: 'save-card-1' })
        .catch((e: unknown) => e);
    expect(await attach()).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(await attach()).toMatchObject({ type: 'card_error', code: 'card_declined' });
  });

  it("keeps keys per account: a club's key does not answer another's", async () => {
    const { provider } = sandboxFixture();
    const a = await provider.customers.create({}, { idempotencyKey: 'k', stripeAccount: 'acct_club_a' });
    const b = await provider.customers.create({}, { idempotencyKey: 'k', stripeAccount: 'acct_club_b' });
    expect(a.id).not.toBe(b.id);
  });
});
