import { describe, expect, it } from 'vitest';
import { sandboxPaymentProvider } from './sandbox-provider.js';
import { inMemorySandboxState } from './sandbox-state.js';
import { SANDBOX_NOW, typedCard } from './test-fixture.js';

/** A sandbox keeping its rows in `kept` (as the database table does), as a process that starts from them. */
function processOver(
  kept: Map<string, string>,
  sink = async (rows: [string, string][]) => {
    for (const [key, json] of rows) kept.set(key, json);
  },
) {
  return sandboxPaymentProvider({
    webhookSecret: 'whsec_test_secret_for_the_sandbox',
    clock: () => SANDBOX_NOW,
    production: false,
    allowInProduction: false,
    state: inMemorySandboxState(kept.entries(), sink),
  });
}

const ACCOUNT = { stripeAccount: 'acct_sandbox_kept' };

describe("the sandbox's kept state", () => {
  it('outlives the process: a restarted sandbox knows the payment, and a retried key charges nothing more', async () => {
    const kept = new Map<string, string>();
    const before = processOver(kept);
    const method = await before.paymentMethods.create(typedCard('4242424242424242'), ACCOUNT);
    const pay = { amount: 1250, currency: 'gbp', payment_method: method.id, confirm: true } as const;
    const paid = await before.paymentIntents.create(pay, { ...ACCOUNT, idempotencyKey: 'order-kept' });
    expect(paid.status).toBe('succeeded');

    const after = processOver(new Map(kept));
    expect(await after.paymentIntents.retrieve(paid.id, ACCOUNT)).toEqual(paid);
    expect(await after.paymentIntents.create(pay, { ...ACCOUNT, idempotencyKey: 'order-kept' })).toEqual(paid);
    expect([...kept.keys()].filter((key) => key.startsWith('charge:'))).toHaveLength(1);
  });

  it('keeps every change before the call answers, and hands a batch the sink failed to the next one', async () => {
    const kept = new Map<string, string>();
    let failNext = true;
    const provider = processOver(kept, async (rows) => {
      if (failNext) {
        failNext = false;
        throw new Error('the database is away');
      }
      for (const [key, json] of rows) kept.set(key, json);
    });
    await expect(provider.customers.create({ email: 'a@example.com' }, ACCOUNT)).rejects.toThrow('away');
    const second = await provider.customers.create({ email: 'b@example.com' }, ACCOUNT);
    expect([...kept.keys()].filter((key) => key.startsWith('customer:'))).toHaveLength(2);
    expect(kept.has(`customer:${second.id}`)).toBe(true);
  });

  it("reads a subscription kept before anchors were: its anchor is its start, so its next payment is its period's end", async () => {
    const kept = new Map<string, string>();
    const before = processOver(kept);
    await before.products.create({ id: 'prod_kept', name: 'Kept plan' }, ACCOUNT);
    const customer = await before.customers.create({ email: 'kept@example.com' }, ACCOUNT);
    const method = await before.paymentMethods.create(typedCard('4242424242424242'), ACCOUNT);
    await before.paymentMethods.attach(method.id, { customer: customer.id }, ACCOUNT);
    const price = {
      currency: 'gbp',
      product: 'prod_kept',
      unit_amount: 3000,
      recurring: { interval: 'month' as const },
    };
    const made = await before.subscriptions.create(
      { customer: customer.id, default_payment_method: method.id, items: [{ price_data: price }] },
      ACCOUNT,
    );
    const key = `subscription:${made.id}`;
    const record = JSON.parse(kept.get(key)!);
    delete record.object.billing_cycle_anchor;
    kept.set(key, JSON.stringify(record));

    const after = processOver(new Map(kept));
    expect((await after.subscriptions.retrieve(made.id, ACCOUNT)).billing_cycle_anchor).toBe(made.created);
    const renewed = await after.sandbox.renewSubscription(made.id, ACCOUNT);
    expect(renewed.latest_invoice).toMatchObject({ amount_paid: 3000, period_start: made.current_period_end });
  });
});
