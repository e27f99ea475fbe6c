import { describe, expect, it } from 'vitest';
import type { RequestOptions, SubscriptionCreateParams } from '../payment-provider.js';
import type { PaymentIntent, Subscription } from '../provider-objects.js';
import { SANDBOX_NOW, sandboxFixture } from './test-fixture.js';

const DAY = 86_400;
const now = SANDBOX_NOW.getTime() / 1000;

const PRODUCT = 'prod_tuesday_football';

/** A sandbox whose account (the platform's, or the club's given) has the plans' product, as a price needs. */
async function planFixture(options?: RequestOptions) {
  const fixture = sandboxFixture();
  await fixture.provider.products.create({ id: PRODUCT, name: 'Tuesday Football' }, options);
  return fixture;
}

const monthlyPlan = (customer: string, extra: Partial<SubscriptionCreateParams> = {}): SubscriptionCreateParams => ({
  customer,
  items: [
    {
      price_data: {
        currency: 'gbp',
        product: PRODUCT,
        unit_amount: 3500,
        recurring: { interval: 'month' },
      },
    },
  ],
  ...extra,
});

/** The spec's subscription flow reads these two to decide what the browser does next. */
const nextStep = (subscription: Subscription) => ({
  status: subscription.status,
  pendingSetup: subscription.pending_setup_intent?.status ?? null,
  payment: subscription.latest_invoice?.payment_intent?.status ?? null,
});

describe('subscriptions in the sandbox', () => {
  it('with a trial and a card that needs nothing, starts trialing with nothing pending', async () => {
    const { provider, customerWithCard, eventTypes } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, trial_period_days: 14 }),
    );
    expect(subscription.id).toMatch(/^sub_/);
    expect(nextStep(subscription)).toEqual({ status: 'trialing', pendingSetup: null, payment: null });
    expect(subscription).toMatchObject({
      trial_start: now,
      trial_end: now + 14 * DAY,
      current_period_end: now + 14 * DAY,
    });
    expect(subscription.latest_invoice).toMatchObject({ amount_due: 0, status: 'paid', payment_intent: null });
    expect(eventTypes()).toContain('customer.subscription.created');
  });

  it('with a trial and a card that must be authenticated, leaves a pending set-up; completing it clears it', async () => {
    const { provider, customerWithCard, events } = await planFixture();
    const { customer, method } = await customerWithCard('4000002500003155');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, trial_period_days: 7 }),
    );
    expect(nextStep(subscription)).toEqual({ status: 'trialing', pendingSetup: 'requires_action', payment: null });
    const setupId = subscription.pending_setup_intent?.id ?? '';
    expect(subscription.pending_setup_intent?.client_secret).toMatch(new RegExp(`^${setupId}_secret_`));

    await provider.sandbox.completeAuthentication(setupId);
    const after = await provider.subscriptions.retrieve(subscription.id);
    expect(nextStep(after)).toEqual({ status: 'trialing', pendingSetup: null, payment: null });
    expect(events.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: subscription.id, pending_setup_intent: null } },
    });

    // The trial ends: the card, set up, is charged off-session without asking.
    const renewed = await provider.sandbox.renewSubscription(subscription.id);
    expect(nextStep(renewed)).toEqual({ status: 'active', pendingSetup: null, payment: 'succeeded' });
    expect(renewed.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 3500 });
    expect(renewed.current_period_start).toBe(now + 7 * DAY);
  });

  it('without a trial, pays the first invoice at once: active', async () => {
    const { provider, customerWithCard, eventTypes } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    expect(nextStep(subscription)).toEqual({ status: 'active', pendingSetup: null, payment: 'succeeded' });
    expect(subscription.current_period_end).toBe(Date.UTC(2026, 10, 14, 11) / 1000);
    expect(eventTypes()).toEqual(expect.arrayContaining(['invoice.paid', 'customer.subscription.updated']));
  });

  it("without a trial and a 3-D Secure card, is incomplete until the first payment's authentication", async () => {
    const { provider, customerWithCard } = await planFixture();
    const { customer, method } = await customerWithCard('4000002760003184');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    expect(nextStep(subscription)).toEqual({ status: 'incomplete', pendingSetup: null, payment: 'requires_action' });
    const intent = subscription.latest_invoice?.payment_intent as PaymentIntent;
    await provider.sandbox.completeAuthentication(intent.id);
    expect(nextStep(await provider.subscriptions.retrieve(subscription.id))).toEqual({
      status: 'active',
      pendingSetup: null,
      payment: 'succeeded',
    });
  });

  it('a declined first payment leaves it incomplete; a failed renewal makes it past due', async () => {
    const { provider, customerWithCard, eventTypes } = await planFixture();
    const declined = await customerWithCard('4000000000000341');
    const first = await provider.subscriptions.create(
      monthlyPlan(declined.customer.id, { default_payment_method: declined.method.id }),
    );
    expect(nextStep(first)).toEqual({ status: 'incomplete', pendingSetup: null, payment: 'requires_payment_method' });

    const trial = await provider.subscriptions.create(
      monthlyPlan(declined.customer.id, { default_payment_method: declined.method.id, trial_period_days: 14 }),
    );
    expect(trial.status).toBe('trialing');
    const renewed = await provider.sandbox.renewSubscription(trial.id);
    expect(nextStep(renewed)).toEqual({ status: 'past_due', pendingSetup: null, payment: 'requires_payment_method' });
    expect(eventTypes()).toContain('invoice.payment_failed');
  });

  it("lists a subscription's open invoices newest first, each with its payment; none of an unknown one", async () => {
    const { provider, customerWithCard } = await planFixture();
    const { customer, method } = await customerWithCard('4000000000000341');
    const trial = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, trial_period_days: 14 }),
    );
    const first = (await provider.sandbox.renewSubscription(trial.id)).latest_invoice!;
    const second = (await provider.sandbox.renewSubscription(trial.id)).latest_invoice!;
    const open = await provider.invoices.list({ subscription: trial.id, status: 'open' });
    expect(open.data.map((invoice) => invoice.id)).toEqual([second.id, first.id]);
    expect(open.data.map((invoice) => invoice.payment_intent?.status)).toEqual([
      'requires_payment_method',
      'requires_payment_method',
    ]);
    expect(open.data[1].period_end).toBe(open.data[0].period_start);
    expect(
      await provider.invoices.list({ subscription: 'sub_unknown', status: 'open' }).catch((e: unknown) => e),
    ).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
  });

  it('names a product of its account: an unknown one is resource_missing; a product id is made once', async () => {
    const { provider, customerWithCard } = sandboxFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const refused = await provider.subscriptions
      .create(monthlyPlan(customer.id, { default_payment_method: method.id }))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'resource_missing', param: 'items[0][price_data][product]' });
    await provider.products.create({ id: PRODUCT, name: 'Tuesday Football' });
    expect(await provider.products.create({ id: PRODUCT, name: 'Again' }).catch((e: unknown) => e)).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_already_exists',
    });
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    expect(subscription.status).toBe('active');
  });

  it('is cancelled on request, and then neither renews nor changes', async () => {
    const { provider, customerWithCard, events } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    const cancelled = await provider.subscriptions.cancel(subscription.id);
    expect(cancelled).toMatchObject({ status: 'canceled', canceled_at: now });
    expect(events.at(-1)).toMatchObject({ type: 'customer.subscription.deleted' });
    expect(await provider.sandbox.renewSubscription(subscription.id).catch((e: unknown) => e)).toMatchObject({
      type: 'invalid_request_error',
    });
  });

  it('takes a new price for an item from the next renewal on; an item not its own or a bad price is refused', async () => {
    const { provider, customerWithCard, eventTypes } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    expect(subscription.latest_invoice?.amount_paid).toBe(3500);
    const [item] = subscription.items.data;
    const price = { ...item.price, unit_amount: 2800 };
    const changed = await provider.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data: price }],
      proration_behavior: 'none',
    });
    expect(changed.items.data).toEqual([{ ...item, price }]);
    expect(changed.latest_invoice?.id).toBe(subscription.latest_invoice?.id);
    expect(eventTypes().at(-1)).toBe('customer.subscription.updated');
    const renewed = await provider.sandbox.renewSubscription(subscription.id);
    expect(renewed.latest_invoice).toMatchObject({ amount_paid: 2800, status: 'paid' });

    const unknown = await provider.subscriptions
      .update(subscription.id, { items: [{ id: 'si_other', price_data: price }] })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'resource_missing', param: 'items[0][id]' });
    const negative = await provider.subscriptions
      .update(subscription.id, { items: [{ id: item.id, price_data: { ...price, unit_amount: -1 } }] })
      .catch((e: unknown) => e);
    expect(negative).toMatchObject({ param: 'items[0][price_data][unit_amount]' });
    const badInterval = await provider.subscriptions
      .update(subscription.id, {
        items: [{ id: item.id, price_data: { ...price, recurring: { interval: 'fortnight' as 'week' } } }],
      })
      .catch((e: unknown) => e);
    expect(badInterval).toMatchObject({ param: 'items[0][price_data][recurring]' });
    expect((await provider.subscriptions.retrieve(subscription.id)).items.data[0].price.unit_amount).toBe(2800);
  });

  it('removes an item from the next renewal on; removing every item is refused', async () => {
    const { provider, customerWithCard } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const [item] = monthlyPlan(customer.id).items;
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, items: [item, item] }),
    );
    expect(subscription.latest_invoice?.amount_paid).toBe(7000);
    const [first, second] = subscription.items.data;
    const changed = await provider.subscriptions.update(subscription.id, {
      items: [{ id: first.id, deleted: true }],
      proration_behavior: 'none',
    });
    expect(changed.items.data).toEqual([second]);
    const renewed = await provider.sandbox.renewSubscription(subscription.id);
    expect(renewed.latest_invoice).toMatchObject({ amount_paid: 3500, status: 'paid' });
    const refused = await provider.subscriptions
      .update(subscription.id, { items: [{ id: second.id, deleted: true }] })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ type: 'invalid_request_error', param: 'items' });
    expect((await provider.subscriptions.retrieve(subscription.id)).items.data).toEqual([second]);
  });

  it("moves a trial's end, or ends it now and charges the first period at once", async () => {
    const { provider, customerWithCard } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const trial = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, trial_period_days: 14 }),
    );
    const later = now + 30 * DAY;
    const moved = await provider.subscriptions.update(trial.id, { trial_end: later, proration_behavior: 'none' });
    expect(moved).toMatchObject({ status: 'trialing', trial_end: later, current_period_end: later });
    for (const bad of [now - DAY, now + 731 * DAY, 1.5]) {
      const refused = await provider.subscriptions.update(trial.id, { trial_end: bad }).catch((e: unknown) => e);
      expect(refused, String(bad)).toMatchObject({ param: 'trial_end' });
    }

    const ended = await provider.subscriptions.update(trial.id, { trial_end: 'now' });
    expect(ended).toMatchObject({ status: 'active', trial_end: now, current_period_start: now });
    expect(ended.current_period_end).toBe(Date.UTC(2026, 10, 14, 11) / 1000);
    expect(ended.latest_invoice).toMatchObject({ amount_paid: 3500, status: 'paid' });
    const notTrialing = await provider.subscriptions.update(trial.id, { trial_end: later }).catch((e: unknown) => e);
    expect(notTrialing).toMatchObject({ param: 'trial_end' });
  });

  it('set to cancel at the end of its period, ends then instead of renewing; until then it can be undone', async () => {
    const { provider, customerWithCard, events } = await planFixture();
    const { customer, method } = await customerWithCard('4242424242424242');
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id }),
    );
    const scheduled = await provider.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const undone = await provider.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(undone.cancel_at_period_end).toBe(false);
    expect((await provider.sandbox.renewSubscription(subscription.id)).latest_invoice?.amount_paid).toBe(3500);

    const again = await provider.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const ended = await provider.sandbox.renewSubscription(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', canceled_at: again.current_period_end });
    expect(ended.latest_invoice?.id, 'nothing more invoiced').toBe(again.latest_invoice?.id);
    expect(events.at(-1)).toMatchObject({ type: 'customer.subscription.deleted' });
  });

  it('charges only a card saved for the customer, and needs one unless there is a trial', async () => {
    const { provider, customerWithCard } = await planFixture();
    const { customer } = await customerWithCard('4242424242424242');
    const other = await provider.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const notSaved = await provider.subscriptions
      .create(monthlyPlan(customer.id, { default_payment_method: other.id }))
      .catch((e: unknown) => e);
    expect(notSaved).toMatchObject({ param: 'default_payment_method' });
    const bare = await provider.customers.create({});
    expect(await provider.subscriptions.create(monthlyPlan(bare.id)).catch((e: unknown) => e)).toMatchObject({
      code: 'resource_missing',
    });
    expect((await provider.subscriptions.create(monthlyPlan(bare.id, { trial_period_days: 3 }))).status).toBe(
      'trialing',
    );
  });

  it("on a club's account, takes the platform's share of each invoice", async () => {
    const club = { stripeAccount: 'acct_1ClubLittleLegends' };
    const { provider, customerWithCard } = await planFixture(club);
    const { customer, method } = await customerWithCard('4242424242424242', club);
    const subscription = await provider.subscriptions.create(
      monthlyPlan(customer.id, { default_payment_method: method.id, application_fee_percent: 2.5 }),
      club,
    );
    expect(subscription.latest_invoice?.payment_intent?.application_fee_amount).toBe(88); // 2.5 % of £35, rounded
    const platformOnly = await provider.subscriptions
      .create(monthlyPlan(customer.id, { application_fee_percent: 2.5 }))
      .catch((e: unknown) => e);
    expect(platformOnly).toMatchObject({ code: 'resource_missing' }); // the customer is the club's, not the platform's
  });

  describe('anchored to a billing day (billing_cycle_anchor)', () => {
    // Wed 14 Oct 2026, 11:00 UTC: a 14-day trial ends on the 28th; the plan's billing day is 1 November.
    const trialEnd = now + 14 * DAY;
    const firstOfNovember = Date.parse('2026-11-01T00:00:00Z') / 1000;
    const firstOfDecember = Date.parse('2026-12-01T00:00:00Z') / 1000;
    const anchored = { billing_cycle_anchor: firstOfNovember, proration_behavior: 'none' } as const;

    it('after the trial, the days up to the billing day are free, and every payment falls on that day', async () => {
      const { provider, customerWithCard } = await planFixture();
      const { customer, method } = await customerWithCard('4242424242424242');
      const created = await provider.subscriptions.create(
        monthlyPlan(customer.id, { default_payment_method: method.id, trial_period_days: 14, ...anchored }),
      );
      expect(created).toMatchObject({
        status: 'trialing',
        current_period_end: trialEnd,
        billing_cycle_anchor: firstOfNovember,
      });

      const trialOver = await provider.sandbox.renewSubscription(created.id);
      expect(trialOver).toMatchObject({
        status: 'active',
        current_period_start: trialEnd,
        current_period_end: firstOfNovember,
      });
      expect(trialOver.latest_invoice).toMatchObject({ amount_due: 0, status: 'paid', payment_intent: null });

      const first = await provider.sandbox.renewSubscription(created.id);
      expect(first).toMatchObject({ current_period_start: firstOfNovember, current_period_end: firstOfDecember });
      expect(first.latest_invoice).toMatchObject({ amount_paid: 3500, period_start: firstOfNovember });
      expect(first.latest_invoice?.payment_intent?.status).toBe('succeeded');

      const second = await provider.sandbox.renewSubscription(created.id);
      expect(second.latest_invoice).toMatchObject({ amount_paid: 3500, period_start: firstOfDecember });
    });

    it('without a trial, nothing is taken until the billing day', async () => {
      const { provider, customerWithCard } = await planFixture();
      const { customer, method } = await customerWithCard('4242424242424242');
      const created = await provider.subscriptions.create(
        monthlyPlan(customer.id, { default_payment_method: method.id, ...anchored }),
      );
      expect(created).toMatchObject({ status: 'active', current_period_end: firstOfNovember });
      expect(created.latest_invoice).toMatchObject({ amount_due: 0, status: 'paid', payment_intent: null });
      const first = await provider.sandbox.renewSubscription(created.id);
      expect(first.latest_invoice).toMatchObject({ amount_paid: 3500, period_start: firstOfNovember });
    });

    it('refuses an anchor before the trial ends, more than a period away, or with days to prorate', async () => {
      const { provider, customerWithCard } = await planFixture();
      const { customer, method } = await customerWithCard('4242424242424242');
      const refusal = (extra: Partial<SubscriptionCreateParams>) =>
        provider.subscriptions
          .create(monthlyPlan(customer.id, { default_payment_method: method.id, ...extra }))
          .catch((e: unknown) => e);
      expect(await refusal({ trial_period_days: 20, ...anchored })).toMatchObject({
        type: 'invalid_request_error',
        param: 'billing_cycle_anchor',
      });
      expect(await refusal({ ...anchored, billing_cycle_anchor: firstOfDecember })).toMatchObject({
        param: 'billing_cycle_anchor',
      });
      expect(await refusal({ billing_cycle_anchor: firstOfNovember })).toMatchObject({ param: 'proration_behavior' });
    });
  });
});
