import type { PlatformPlan } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { CHECKOUT, clubSteps, INVOICES } from './platform-subscription-test-steps.js';

const PLANS = '/api/manage/platform-plans';
const texts = messages.platformSubscription;

describe.each(testDrivers)('the club pays the platform on %s', (driver) => {
  let t: TestApp;
  let steps: ReturnType<typeof clubSteps>;
  let manager: string;
  let riverside: string;
  let demoOrganiser: string;
  let support: string;
  let monthly: PlatformPlan;

  beforeAll(async () => {
    t = await createTestApp(driver);
    steps = clubSteps(t);
    await createPerson(t, { email: 'plans@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'plans@example.com');
    riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    demoOrganiser = await t.signIn('demo', DEMO.organiser);
    support = await t.signIn('demo', DEMO.support);
  });
  afterAll(() => t.close());

  describe('plans, defined by platform managers', () => {
    it('lists the seeded plans, the default first', async () => {
      const res = await t.request({ club: null, url: PLANS, cookie: manager });
      expect(res.statusCode, res.body).toBe(200);
      const plans = (res.json() as { plans: PlatformPlan[] }).plans;
      expect(plans.map((p) => [p.name, p.amount, p.isDefault])).toEqual([
        ['Clubroom Monthly', 2900, true],
        ['Pay as you go', 0, false],
      ]);
      monthly = plans[0];
    });

    it('makes and changes a plan; a new default takes over', async () => {
      const body = { name: 'Yearly', amount: 29000, interval: 'year', graceDays: 7, isDefault: true };
      const made = await t.request({ club: null, method: 'POST', url: PLANS, cookie: manager, body });
      expect(made.statusCode, made.body).toBe(200);
      const plan = made.json() as PlatformPlan;
      expect(plan).toMatchObject({ ...body, description: '', active: true, currency: 'gbp' });
      const plans = (await t.request({ club: null, url: PLANS, cookie: manager })).json().plans as PlatformPlan[];
      expect(plans.filter((p) => p.isDefault).map((p) => p.id)).toEqual([plan.id]);

      const withdrawn = { ...body, active: false, isDefault: false };
      const changed = await t.request({
        club: null,
        method: 'POST',
        url: `${PLANS}/${plan.id}`,
        cookie: manager,
        body: withdrawn,
      });
      expect(changed.json()).toMatchObject({ id: plan.id, active: false });
      await t.db.execute(sql`update platform_plans set is_default = (id = ${monthly.id})`);
      // Withdrawn: not offered to clubs.
      const offered = await steps.settings('riverside', riverside);
      expect(offered.plans.map((p) => p.name)).toEqual(['Clubroom Monthly', 'Pay as you go']);
      const refused = await steps.post('riverside', CHECKOUT, riverside, {
        planId: plan.id,
        idempotencyKey: 'withdrawn-1',
      });
      expect(refused.statusCode).toBe(404);
    });

    it('refuses bad input naming the field, an unknown plan, and anyone but platform managers', async () => {
      const bad = await t.request({
        club: null,
        method: 'POST',
        url: PLANS,
        cookie: manager,
        body: { name: 'Cheap', amount: -1, interval: 'month', graceDays: 14 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.amount']);
      const body = { name: 'X', amount: 1, interval: 'week', graceDays: 14 };
      const week = await t.request({ club: null, method: 'POST', url: PLANS, cookie: manager, body });
      expect(week.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.interval']);
      const unknown = { ...body, interval: 'month' };
      expect(
        (await t.request({ club: null, method: 'POST', url: `${PLANS}/99999`, cookie: manager, body: unknown }))
          .statusCode,
      ).toBe(404);
      for (const cookie of [riverside, support]) {
        expect((await t.request({ club: 'riverside', url: PLANS, cookie })).statusCode).toBe(403);
      }
    });
  });

  describe('a club subscribes through the hosted checkout', () => {
    let sessionId: string;

    it('a club without a subscription is offered the plans', async () => {
      const settings = await steps.settings('riverside', riverside);
      expect(settings).toMatchObject({ subscription: null, standing: { kind: 'none' }, setUpNewOne: false });
    });

    it("opens a checkout on the club's site; another club cannot see it", async () => {
      const opened = await steps.checkout('riverside', riverside, monthly.id);
      sessionId = opened.sessionId;
      expect(opened.url).toMatch(new RegExp(`^http://riverside\\.localhost(:\\d+)?/sandbox/checkout/${sessionId}$`));
      expect(await steps.details('riverside', riverside, sessionId)).toMatchObject({
        status: 'open',
        amountTotal: 2900,
        currency: 'gbp',
        plan: { id: monthly.id },
      });
      expect((await steps.get('demo', `${CHECKOUT}/${sessionId}`, demoOrganiser)).statusCode).toBe(404);
      expect((await steps.pay('demo', demoOrganiser, sessionId, '4242424242424242')).statusCode).toBe(404);
      expect((await steps.poll('riverside', riverside, sessionId)).state).toBe('waiting');
    });

    it('a declined card says why and leaves the checkout open', async () => {
      const declined = await steps.pay('riverside', riverside, sessionId, '4000000000000002');
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error.message).toMatch(/declined/i);
      expect((await steps.details('riverside', riverside, sessionId)).status).toBe('open');
    });

    it('paid: the polling page turns active and the settings show plan, next payment, card and invoice', async () => {
      const paid = await steps.pay('riverside', riverside, sessionId, '4242424242424242');
      expect(paid.statusCode, paid.body).toBe(200);
      expect(new URL(paid.json().successUrl).pathname + new URL(paid.json().successUrl).search).toBe(
        `/cms/settings/subscription/return?session_id=${sessionId}`,
      );
      expect(await steps.poll('riverside', riverside, sessionId)).toEqual({
        state: 'active',
        subscriptionStatus: 'active',
      });
      const settings = await steps.settings('riverside', riverside);
      expect(settings.subscription).toMatchObject({
        plan: { id: monthly.id },
        status: 'active',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
      const month = 31 * 86_400;
      expect(settings.subscription!.nextPaymentAt! - t.clock.now().getTime() / 1000).toBeGreaterThan(
        month - 4 * 86_400,
      );
      expect(settings.standing.kind).toBe('active');
      const invoices = (await steps.get('riverside', INVOICES, riverside)).json().invoices;
      expect(invoices).toMatchObject([{ status: 'paid', amountDue: 2900, amountPaid: 2900, currency: 'gbp' }]);
      const ids = await queryOne<{ id: string }>(
        t,
        sql`select subscription_id as id from club_payment_settings
            where club_id = (select id from clubs where subdomain = 'riverside')`,
      );
      expect(ids.id).toMatch(/^sub_/);
      const again = await steps.post('riverside', CHECKOUT, riverside, {
        planId: monthly.id,
        idempotencyKey: 'again-123',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(texts.alreadySubscribed);
    });

    it("support's reset asks the club to set up a new one, which it does; restore is then refused", async () => {
      const reset = await t.request({
        club: 'riverside',
        method: 'POST',
        url: '/rest/v1/client/settings/reset-stripe-subscription',
        cookie: await t.signIn('riverside', DEMO.support),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const prompted = await steps.settings('riverside', riverside);
      expect(prompted).toMatchObject({ subscription: null, setUpNewOne: true, standing: { kind: 'none' } });

      const renewed = await steps.subscribe('riverside', riverside, monthly.id);
      const settings = await steps.settings('riverside', riverside);
      expect(settings).toMatchObject({ setUpNewOne: false, subscription: { status: 'active' } });
      expect(renewed).not.toBe(sessionId);
      const restore = await t.request({
        club: 'riverside',
        method: 'POST',
        url: '/rest/v1/client/settings/restore-stripe-subscription',
        cookie: await t.signIn('riverside', DEMO.support),
      });
      expect(restore.statusCode).toBe(409);
    });
  });
});
