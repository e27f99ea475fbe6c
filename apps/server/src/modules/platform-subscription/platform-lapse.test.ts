import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../../platform/payments/index.js';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { childIdNamed } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { card, clubSteps, STANDING } from './platform-subscription-test-steps.js';

const DAY_MS = 86_400_000;
const texts = messages.platformSubscription;
const INSTRUCTIONS = '/api/settings/payment-instructions';

describe.each(testDrivers)('a lapsed platform subscription on %s', (driver) => {
  let t: TestApp;
  let steps: ReturnType<typeof clubSteps>;
  let organiser: string;
  let parent: string;
  let planId: number;
  let lapsedAt: Date;

  const ourRow = () =>
    queryOne<{ sub: string; customer: string; sent: number }>(
      t,
      sql`select provider_subscription_id as sub, provider_customer_id as customer, reminders_sent as sent
          from club_platform_subscriptions
          where provider_subscription_id = (select subscription_id from club_payment_settings
            where club_id = (select id from clubs where subdomain = 'demo'))`,
    );
  const standing = async () => (await steps.get('demo', STANDING, organiser)).json();
  /** Days after the lapse (sessions from before have expired by then: signed in again). */
  const daysOn = async (days: number) => {
    t.clock.set(new Date(lapsedAt.getTime() + days * DAY_MS));
    organiser = await t.signIn('demo', DEMO.organiser);
    parent = await t.signIn('demo', DEMO.parent);
  };
  const remind = () => t.runJob('platform-subscription-reminders', {});
  const saveInstructions = () =>
    steps.post('demo', INSTRUCTIONS, organiser, { paymentInstructions: 'Cash at the desk' });

  beforeAll(async () => {
    t = await createTestApp(driver);
    steps = clubSteps(t);
    organiser = await t.signIn('demo', DEMO.organiser);
    parent = await t.signIn('demo', DEMO.parent);
    planId = (await steps.settings('demo', organiser)).plans[0].id;
    // The seeded subscription is support's to reset; the club then sets up its own through the checkout.
    const support = await t.signIn('demo', DEMO.support);
    await t.request({ method: 'POST', url: '/rest/v1/client/settings/reset-stripe-subscription', cookie: support });
    await steps.subscribe('demo', organiser, planId);
  });
  afterAll(() => t.close());

  it("a renewal the card refuses lapses the subscription: the grace period starts and the club's staff can still work", async () => {
    const provider = t.app.payments as SandboxPaymentProvider;
    const { sub, customer } = await ourRow();
    const failing = await provider.paymentMethods.create({ type: 'card', card: card('4000000000000341') });
    await provider.paymentMethods.attach(failing.id, { customer });
    await provider.subscriptions.update(sub, { default_payment_method: failing.id });
    lapsedAt = t.clock.now();
    expect((await provider.sandbox.renewSubscription(sub)).status).toBe('past_due');
    await t.app.jobs.settled();

    expect(await standing()).toEqual({
      kind: 'grace',
      readOnlyFrom: lapsedAt.getTime() / 1000 + 14 * 86_400,
      ended: false,
    });
    expect((await steps.settings('demo', organiser)).subscription?.status).toBe('past_due');
    expect((await saveInstructions()).statusCode).toBe(200);
  });

  it('reminders go to the finance contacts on the lapse, 3 and 7 days on, each once', async () => {
    await remind();
    expect((await t.latestMail(DEMO.organiser))?.subject).toBe(texts.reminderSubject);
    await remind();
    expect((await ourRow()).sent).toBe(1);
    await daysOn(3);
    await remind();
    expect((await ourRow()).sent).toBe(2);
    await daysOn(7);
    await remind();
    expect((await ourRow()).sent).toBe(3);
    expect((await standing()).kind).toBe('grace');
  });

  it("after the grace period the admin is read-only (and the club is told); parents' bookings are never blocked", async () => {
    await daysOn(14);
    await remind();
    expect((await t.latestMail(DEMO.organiser))?.subject).toBe(texts.readOnlySubject);
    expect((await standing()).kind).toBe('read-only');

    const refused = await saveInstructions();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'CLUB_READ_ONLY', message: texts.readOnly });
    expect((await steps.get('demo', '/api/settings/payment-settings', organiser)).statusCode).not.toBe(403);

    const { runId } = await createRun(t, { capacity: 5, ...FREE_RUN });
    const childId = await childIdNamed(t, 'Arjun');
    expect(await bookFree(t, parent, { type: 'term', childId, runId })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('paying again through the checkout gives the admin back, and the lapsed subscription is cancelled', async () => {
    const lapsed = (await ourRow()).sub;
    await steps.subscribe('demo', organiser, planId);
    const provider = t.app.payments as SandboxPaymentProvider;
    expect((await provider.subscriptions.retrieve(lapsed)).status).toBe('canceled');
    expect((await standing()).kind).toBe('active');
    expect((await saveInstructions()).statusCode).toBe(200);
  });
});
