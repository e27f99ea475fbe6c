import type { PlatformPlan, PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../../platform/payments/index.js';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { card, clubSteps, INVOICES } from './platform-subscription-test-steps.js';

const texts = messages.platformSubscription;
const PLAN = '/api/v4/client/subscription/plan';
const CANCEL = '/api/v4/client/subscription/cancel';
const CARD = '/api/v4/client/subscription/card-session';

describe.each(testDrivers)("a club changes its platform subscription's plan, card, or cancels it on %s", (driver) => {
  let t: TestApp;
  let steps: ReturnType<typeof clubSteps>;
  let riverside: string;
  let plans: PlatformPlan[];
  const planNamed = (name: string) => plans.find((p) => p.name === name)!;
  const provider = () => t.app.payments as SandboxPaymentProvider;
  const providerId = async () =>
    (
      await queryOne<{ id: string }>(
        t,
        sql`select subscription_id as id from club_payment_settings
            where club_id = (select id from clubs where subdomain = 'riverside')`,
      )
    ).id;
  /** The period paid for ends: the sandbox renews (or ends) it, and its events are kept. */
  const periodEnds = async () => {
    await provider().sandbox.renewSubscription(await providerId());
    await t.app.jobs.settled();
  };
  const post = async (url: string, body?: unknown, cookie = riverside) => steps.post('riverside', url, cookie, body);
  const settingsFrom = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PlatformSubscriptionSettings;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    steps = clubSteps(t);
    riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    plans = (await steps.settings('riverside', riverside)).plans;
    await createPerson(t, { email: 'yearly@example.com', isPlatformManager: true });
    const manager = await t.signIn(null, 'yearly@example.com');
    const yearly = await t.request({
      club: null,
      method: 'POST',
      url: '/api/manage/platform-plans',
      cookie: manager,
      body: { name: 'Clubroom Yearly', amount: 29000, interval: 'year', graceDays: 14 },
    });
    plans.push(yearly.json() as PlatformPlan);
  });
  afterAll(() => t.close());

  it('nothing to change before the club subscribes', async () => {
    const refused = await post(PLAN, { planId: planNamed('Pay as you go').id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(texts.nothingToChange);
    expect((await post(CANCEL)).statusCode).toBe(409);
    expect((await post(CARD, { idempotencyKey: randomUUID() })).statusCode).toBe(409);
  });

  it('a new plan of the same period is charged from the next payment on, as the provider bills it', async () => {
    await steps.subscribe('riverside', riverside, planNamed('Clubroom Monthly').id);
    const changed = settingsFrom(await post(PLAN, { planId: planNamed('Pay as you go').id }));
    expect(changed.subscription).toMatchObject({ plan: { name: 'Pay as you go' }, status: 'active', endsAt: null });
    const item = (await provider().subscriptions.retrieve(await providerId())).items.data[0];
    expect(item.price).toMatchObject({ unit_amount: 0, product: `platform_plan_${planNamed('Pay as you go').id}` });

    await periodEnds();
    const invoices = (await steps.get('riverside', INVOICES, riverside)).json().invoices;
    expect(invoices.map((i: { amountDue: number }) => i.amountDue)).toEqual([0, 2900]);
    expect((await steps.settings('riverside', riverside)).subscription?.plan.name).toBe('Pay as you go');
  });

  it('refuses a withdrawn or unknown plan, and bad input naming the field', async () => {
    expect((await post(PLAN, { planId: 99_999 })).statusCode).toBe(404);
    const bad = await post(PLAN, { planId: 'monthly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.planId']);
    expect((await steps.settings('riverside', riverside)).subscription?.plan.name).toBe('Pay as you go');
  });

  it("a new card through the provider's set-up page becomes the subscription's; asked again, nothing more", async () => {
    await post(PLAN, { planId: planNamed('Clubroom Monthly').id });
    const opened = await post(CARD, { idempotencyKey: randomUUID() });
    expect(opened.statusCode, opened.body).toBe(200);
    const { sessionId, url } = opened.json() as { sessionId: string; url: string };
    expect(url).toMatch(new RegExp(`^http://riverside\\.localhost(:\\d+)?/sandbox/checkout/${sessionId}$`));
    expect(await steps.details('riverside', riverside, sessionId)).toMatchObject({
      mode: 'setup',
      status: 'open',
      amountTotal: 0,
      plan: { name: 'Clubroom Monthly' },
    });
    const notYet = await post(`${CARD}/${sessionId}`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(texts.cardNotSaved);
    const demo = await t.signIn('demo', DEMO.organiser);
    expect((await steps.pay('demo', demo, sessionId, '5555555555554444')).statusCode).toBe(404);

    const saved = await steps.pay('riverside', riverside, sessionId, '5555555555554444');
    expect(saved.statusCode, saved.body).toBe(200);
    const back = new URL(saved.json().successUrl);
    expect(back.pathname + back.search).toBe(`/cms/settings/subscription?card_session=${sessionId}`);
    const applied = settingsFrom(await post(`${CARD}/${sessionId}`));
    expect(applied.subscription?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(settingsFrom(await post(`${CARD}/${sessionId}`)).subscription?.card?.last4).toBe('4444');
    expect((await steps.post('demo', `${CARD}/${sessionId}`, demo)).statusCode).toBe(404);

    await periodEnds();
    const renewal = await provider().invoices.list({ subscription: await providerId(), status: 'paid' });
    expect(renewal.data[0].payment_intent?.payment_method).toBe(
      (await provider().subscriptions.retrieve(await providerId())).default_payment_method,
    );
  });

  it('a refused card says why and keeps the old one', async () => {
    const { sessionId } = (await post(CARD, { idempotencyKey: randomUUID() })).json() as { sessionId: string };
    const declined = await steps.post(`riverside`, `/sandbox/checkout/sessions/${sessionId}/pay`, riverside, {
      card: card('4000000000000002'),
      name: 'Rory Rivers',
    });
    expect(declined.statusCode).toBe(402);
    expect((await steps.settings('riverside', riverside)).subscription?.card?.last4).toBe('4444');
  });

  it('cancelled: it runs to the end of the period paid for, then ends; the club sets up a new one', async () => {
    const before = await steps.settings('riverside', riverside);
    const cancelled = settingsFrom(await post(CANCEL));
    expect(cancelled.subscription).toMatchObject({
      status: 'active',
      nextPaymentAt: null,
      endsAt: before.subscription!.nextPaymentAt,
    });
    expect(settingsFrom(await post(CANCEL)).subscription?.endsAt).toBe(before.subscription!.nextPaymentAt);
    expect((await steps.get('riverside', '/api/v4/client/subscription/standing', riverside)).json().kind).toBe(
      'active',
    );

    const ended = await providerId();
    await periodEnds();
    const after = await steps.settings('riverside', riverside);
    expect(after).toMatchObject({ setUpNewOne: true, subscription: { status: 'canceled', endsAt: null } });
    expect((await post(PLAN, { planId: planNamed('Pay as you go').id })).statusCode).toBe(409);
    // Its standing (the admin's banner) and its reminder say it ended and how to choose a plan again: no payment failed.
    expect((await steps.get('riverside', '/api/v4/client/subscription/standing', riverside)).json()).toMatchObject({
      kind: 'grace',
      ended: true,
    });
    await t.runJob('platform-subscription-reminders', {});
    const reminder = await t.latestMail(DEMO.riversideOrganiser);
    expect(reminder?.subject).toBe(texts.endedSubject);
    expect(reminder?.text).toContain('choose a plan again');
    expect(reminder?.text).not.toContain('failed');

    await steps.subscribe('riverside', riverside, planNamed('Pay as you go').id);
    const renewed = await steps.settings('riverside', riverside);
    expect(renewed).toMatchObject({ setUpNewOne: false, subscription: { status: 'active', plan: { amount: 0 } } });
    expect(await providerId()).not.toBe(ended);
  });

  it('a plan of another billing period starts when the period paid for ends; until then it can be undone', async () => {
    const yearly = planNamed('Clubroom Yearly');
    const before = await steps.settings('riverside', riverside);
    const periodEnd = before.subscription!.nextPaymentAt!;
    const monthly = await providerId();
    const scheduled = settingsFrom(await post(PLAN, { planId: yearly.id }));
    expect(scheduled.subscription).toMatchObject({
      plan: { name: 'Pay as you go' },
      status: 'active',
      nextPaymentAt: periodEnd,
      endsAt: null,
      scheduledChange: { plan: { id: yearly.id }, at: periodEnd },
    });
    expect((await provider().subscriptions.retrieve(monthly)).cancel_at_period_end).toBe(true);

    // Keeping the current plan takes the change back, at the provider too.
    const kept = settingsFrom(await post(PLAN, { planId: planNamed('Pay as you go').id }));
    expect(kept.subscription).toMatchObject({ scheduledChange: null, nextPaymentAt: periodEnd, endsAt: null });
    expect((await provider().subscriptions.retrieve(monthly)).cancel_at_period_end).toBe(false);
    // Cancelling wins over a change: it ends with the period, and no plan follows.
    settingsFrom(await post(PLAN, { planId: yearly.id }));
    expect(settingsFrom(await post(CANCEL)).subscription).toMatchObject({ scheduledChange: null, endsAt: periodEnd });
    settingsFrom(await post(PLAN, { planId: planNamed('Pay as you go').id }));

    settingsFrom(await post(PLAN, { planId: yearly.id }));
    await periodEnds();
    const after = await steps.settings('riverside', riverside);
    expect(after).toMatchObject({
      setUpNewOne: false,
      standing: { kind: 'active' },
      subscription: { plan: { name: 'Clubroom Yearly' }, status: 'active', scheduledChange: null, endsAt: null },
    });
    const renewed = await providerId();
    expect(renewed).not.toBe(monthly);
    expect((await provider().subscriptions.retrieve(monthly)).status).toBe('canceled');
    const item = (await provider().subscriptions.retrieve(renewed)).items.data[0];
    expect(item.price).toMatchObject({ unit_amount: 29000, recurring: { interval: 'year' } });
    const invoices = (await steps.get('riverside', INVOICES, riverside)).json().invoices;
    expect(invoices.map((i: { amountPaid: number }) => i.amountPaid)).toEqual([29000]);
    // The job again (a second event of the ending) starts nothing more.
    await t.runJob('platform-subscription-event', {
      eventId: 'evt_again',
      type: 'customer.subscription.deleted',
      subscriptionId: monthly,
      sessionId: null,
    });
    expect(await providerId()).toBe(renewed);
  });

  it("a subscription the provider does not know (set up before Clubroom kept checkouts) is support's to change", async () => {
    const demo = await t.signIn('demo', DEMO.organiser);
    const refused = await steps.post('demo', PLAN, demo, { planId: planNamed('Pay as you go').id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(texts.providerRefused);
  });
});
