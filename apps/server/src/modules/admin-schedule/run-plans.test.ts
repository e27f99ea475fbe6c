import type { AdminRun, RunPlanBody } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { adminCalls, issuePaths, runBody, RUNS, scheduleAdminOf } from '../../test-support/admin-schedule-fixtures.js';
import { addArjunsTermPlace } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const plan: RunPlanBody = { monthlyPrice: 3250, trialDays: 14, billingDay: 1 };

describe.each(testDrivers)('a run’s monthly payment plan, from the run form, on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminCalls>;
  let termId: number;
  let venueId: number;
  const update = (runId: number, overrides: object) =>
    admin.post(`${RUNS}/${runId}`, { ...runBody(termId, venueId), termId: undefined, ...overrides });
  const plansOf = (runId: number) =>
    queryAll(t, sql`select monthly_price, trial_days, billing_day from run_plans where run_id = ${runId}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ admin, venueId, termId } = await scheduleAdminOf(t));
  });
  afterAll(() => t.close());

  it('adds a run sold as a monthly plan, which families then book by the month', async () => {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { ageFrom: 0, ageTo: 0, monthlyPlan: plan }));
    expect(run.monthlyPlan).toEqual(plan);
    expect(await plansOf(run.runId)).toEqual([{ monthly_price: 3250, trial_days: 14, billing_day: 1 }]);

    const line = (await addArjunsTermPlace(t, run.runId)).lines.find((l) => l.runId === run.runId);
    expect(line).toMatchObject({ type: 'plan', amount: 0, monthlyPlan: { price: 3250, trialDays: 14 } });
  });

  it('a run without a plan has none; a plan is added, changed, kept when left out, and removed', async () => {
    const run = await admin.createRun(runBody(termId, venueId, { className: 'Plan Later' }));
    expect(run.monthlyPlan).toBeNull();
    expect(await plansOf(run.runId)).toEqual([]);

    const added = await update(run.runId, { monthlyPlan: { ...plan, billingDay: null } });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { run: AdminRun }).run.monthlyPlan).toEqual({ ...plan, billingDay: null });

    const changed = await update(run.runId, { monthlyPlan: { monthlyPrice: 4000, trialDays: 0, billingDay: 28 } });
    expect((changed.json() as { run: AdminRun }).run.monthlyPlan).toEqual({
      monthlyPrice: 4000,
      trialDays: 0,
      billingDay: 28,
    });

    const leftOut = await update(run.runId, { className: 'Plan Later Still' });
    expect((leftOut.json() as { run: AdminRun }).run.monthlyPlan).toEqual({
      monthlyPrice: 4000,
      trialDays: 0,
      billingDay: 28,
    });

    const removed = await update(run.runId, { monthlyPlan: null });
    expect((removed.json() as { run: AdminRun }).run.monthlyPlan).toBeNull();
    expect(await plansOf(run.runId)).toEqual([]);
    const listed = (await admin.terms()).flatMap((x) => x.runs).find((r) => r.runId === run.runId);
    expect(listed?.monthlyPlan).toBeNull();
  });

  it('changing the plan leaves parents’ subscriptions to it as they are', async () => {
    const run = await admin.createRun(runBody(termId, venueId, { className: 'Subscribed', monthlyPlan: plan }));
    const subscription = await queryOne<{ id: number }>(
      t,
      sql`insert into subscriptions (club_id, user_id, provider_subscription_id, status, plan_name, plan_cost,
            plan_frequency, created_at, updated_at)
          select club_id, (select id from users where email = ${DEMO.parent}), 'sub_run_plan_test', 'active',
            'Subscribed – Monthly plan', 3250, 'month', now(), now()
          from runs where id = ${run.runId}
          returning id`,
    );
    const row = () => queryOne(t, sql`select * from subscriptions where id = ${subscription.id}`);
    const before = await row();
    expect((await update(run.runId, { monthlyPlan: { ...plan, monthlyPrice: 5000 } })).statusCode).toBe(200);
    expect((await update(run.runId, { monthlyPlan: null })).statusCode).toBe(200);
    expect(await row()).toEqual(before);
  });

  it.each([
    ['a price of nothing', { monthlyPrice: 0 }, 'body.monthlyPlan.monthlyPrice'],
    ['a price in pounds', { monthlyPrice: 32.5 }, 'body.monthlyPlan.monthlyPrice'],
    ['a price over £10,000', { monthlyPrice: 1_000_001 }, 'body.monthlyPlan.monthlyPrice'],
    ['negative free days', { trialDays: -1 }, 'body.monthlyPlan.trialDays'],
    ['over two years free', { trialDays: 731 }, 'body.monthlyPlan.trialDays'],
    ['billing day 0', { billingDay: 0 }, 'body.monthlyPlan.billingDay'],
    ['billing day 29', { billingDay: 29 }, 'body.monthlyPlan.billingDay'],
    ['a billing day that is not a day', { billingDay: 'first' }, 'body.monthlyPlan.billingDay'],
  ])('refuses a plan with %s (400 naming the field), writing nothing', async (_, overrides, field) => {
    const run = await admin.createRun(runBody(termId, venueId, { className: 'Kept Plan', monthlyPlan: plan }));
    const runs = (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs`)).n;
    const created = await admin.post(RUNS, { ...runBody(termId, venueId), monthlyPlan: { ...plan, ...overrides } });
    expect(created.statusCode, created.body).toBe(400);
    expect(issuePaths(created)).toContain(field);
    const changed = await update(run.runId, { className: 'Not Saved', monthlyPlan: { ...plan, ...overrides } });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(issuePaths(changed)).toContain(field);
    expect((await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs`)).n).toBe(runs);
    expect(await plansOf(run.runId)).toEqual([{ monthly_price: 3250, trial_days: 14, billing_day: 1 }]);
  });

  it('refuses coaches (403), changing no plan', async () => {
    const run = await admin.createRun(runBody(termId, venueId, { className: 'Coach Proof', monthlyPlan: plan }));
    const coach = await t.signIn('demo', DEMO.coach);
    const res = await t.request({
      method: 'POST',
      url: `${RUNS}/${run.runId}`,
      cookie: coach,
      body: { ...runBody(termId, venueId), termId: undefined, monthlyPlan: null },
    });
    expect(res.statusCode).toBe(403);
    expect(await plansOf(run.runId)).toHaveLength(1);
  });
});
