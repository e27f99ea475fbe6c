import { describe, expect, it } from 'vitest';
import { sandboxFixture } from './test-fixture.js';

describe('refunds in the sandbox', () => {
  it('gives back part, then the rest, and never more than was paid', async () => {
    const { provider, pay, eventTypes } = sandboxFixture();
    const paid = await pay('4242424242424242');
    const part = await provider.refunds.create({
      payment_intent: paid.id,
      amount: 500,
      reason: 'requested_by_customer',
    });
    expect(part).toMatchObject({ object: 'refund', amount: 500, status: 'succeeded', payment_intent: paid.id });
    expect(part.id).toMatch(/^re_/);

    const tooMuch = await provider.refunds.create({ payment_intent: paid.id, amount: 751 }).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_large', param: 'amount' });
    expect((tooMuch as Error).message).toMatch(
      /\(7\.51 gbp\) is greater than unrefunded amount on charge \(7\.50 gbp\)/,
    );

    const rest = await provider.refunds.create({ payment_intent: paid.id });
    expect(rest.amount).toBe(750);
    const again = await provider.refunds.create({ payment_intent: paid.id, amount: 1 }).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
    const refunded = eventTypes().filter((type) => type === 'charge.refunded');
    expect(refunded).toHaveLength(2);
  });

  it('is idempotent: the same refund asked twice gives back once', async () => {
    const { provider, pay } = sandboxFixture();
    const paid = await pay('4242424242424242');
    const ask = () =>
      provider.refunds.create({ payment_intent: paid.id, amount: 1250 }, { idempotencyKey: 'refund-order-42' });
    const [first, second] = [await ask(), await ask()];
    expect(second).toEqual(first);
    const more = await provider.refunds.create({ payment_intent: paid.id, amount: 1 }).catch((e: unknown) => e);
    expect(more).toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses a payment that took nothing, and amounts that are not whole positive numbers', async () => {
    const { provider, pay } = sandboxFixture();
    const declined = await pay('4000000000000002');
    expect(await provider.refunds.create({ payment_intent: declined.id }).catch((e: unknown) => e)).toMatchObject({
      code: 'charge_not_refundable',
    });
    const paid = await pay('4242424242424242');
    for (const amount of [0, -5, 1.5]) {
      expect(await provider.refunds.create({ payment_intent: paid.id, amount }).catch((e: unknown) => e)).toMatchObject(
        { param: 'amount' },
      );
    }
  });

  it("lists a payment's refunds, newest first, and no other payment's", async () => {
    const { provider, pay, advance } = sandboxFixture();
    const paid = await pay('4242424242424242');
    const other = await pay('4242424242424242');
    const first = await provider.refunds.create({ payment_intent: paid.id, amount: 300 });
    advance(60);
    const second = await provider.refunds.create({ payment_intent: paid.id, amount: 200 });
    await provider.refunds.create({ payment_intent: other.id, amount: 100 });
    const listed = await provider.refunds.list({ payment_intent: paid.id });
    expect(listed).toMatchObject({ object: 'list', has_more: false });
    expect(listed.data.map((refund) => refund.id)).toEqual([second.id, first.id]);
    expect((await provider.refunds.list({ payment_intent: other.id })).data.map((refund) => refund.amount)).toEqual([
      100,
    ]);
  });
});
