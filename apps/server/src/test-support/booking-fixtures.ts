import { sql } from 'drizzle-orm';
import type { BasketResponse } from '@clubroom/domain/api';
import { expect } from 'vitest';
import { DEMO, queryOne } from './accounts.js';
import type { TestApp } from './test-app.js';
import { londonMonthFromTestNow } from './test-dates.js';
import { toEpoch } from '../lib/epoch.js';

const DAY_MS = 86_400_000;

/** What a fixture uses of a test app: its database and its clock's now (a benchmark passes its own). */
type Fixtures = Pick<TestApp, 'db'> & { clock: Pick<TestApp['clock'], 'now'> };

/** A run of demo's (or another club's) with weekly sessions from tomorrow, for booking tests. */
export async function createRun(
  t: Fixtures,
  opts: {
    club?: string;
    capacity: number;
    sessions?: number;
    ageFromMonths?: number;
    ageToMonths?: number;
    pricePerTerm?: number;
    pricePerSession?: number;
    trialPrice?: number | null;
    /** Sells the term as a monthly plan (run_plans): minor units a month, free days before the first, billing day. */
    monthlyPlan?: { price: number; trialDays: number; billingDay?: number };
  },
): Promise<{ runId: number; sessionStarts: number[] }> {
  const club = opts.club ?? 'demo';
  const start = new Date(t.clock.now().getTime() + DAY_MS);
  const count = opts.sessions ?? 3;
  const clubId = sql`(select id from clubs where subdomain = ${club})`;
  const term = await queryOne<{ id: number }>(
    t,
    sql`insert into terms (club_id, name, starts_at, ends_at)
        values (${clubId}, 'Booking test term', ${start.toISOString()}, ${new Date(start.getTime() + count * 7 * DAY_MS).toISOString()})
        returning id`,
  );
  const run = await queryOne<{ id: number }>(
    t,
    sql`insert into runs (club_id, term_id, venue_id, class_name, capacity, age_from_months, age_to_months,
          price_per_session, price_per_term, trial_sessions, trial_price)
        values (${clubId}, ${term.id}, (select id from venues where club_id = ${clubId} order by id limit 1),
          'Booking Test Class', ${opts.capacity}, ${opts.ageFromMonths ?? 0}, ${opts.ageToMonths ?? 0},
          ${opts.pricePerSession ?? 1000}, ${opts.pricePerTerm ?? 2700},
          ${opts.trialPrice === null || opts.trialPrice === undefined ? 0 : 1}, ${opts.trialPrice ?? 0})
        returning id`,
  );
  const sessionStarts: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(start.getTime() + i * 7 * DAY_MS);
    sessionStarts.push(toEpoch(at));
    await t.db.execute(sql`insert into run_sessions (club_id, run_id, starts_at, ends_at)
      values (${clubId}, ${run.id}, ${at.toISOString()}, ${new Date(at.getTime() + 3_600_000).toISOString()})`);
  }
  if (opts.monthlyPlan) {
    await t.db.execute(sql`insert into run_plans (run_id, club_id, monthly_price, trial_days, billing_day)
      values (${run.id}, ${clubId}, ${opts.monthlyPlan.price}, ${opts.monthlyPlan.trialDays},
        ${opts.monthlyPlan.billingDay ?? null})`);
  }
  return { runId: run.id, sessionStarts };
}

/** A camp of demo's with one week of five days from tomorrow. */
export async function createCamp(
  t: TestApp,
  opts: { capacity: number; dayPrice?: number; weekPrice?: number },
): Promise<{ campId: number; weekId: number; dayStarts: number[] }> {
  const clubId = sql`(select id from clubs where subdomain = 'demo')`;
  const camp = await queryOne<{ id: number }>(
    t,
    sql`insert into camps (club_id, venue_id, class_name, capacity, day_price, week_price)
        values (${clubId}, (select id from venues where club_id = ${clubId} order by id limit 1), 'Booking Test Camp',
          ${opts.capacity}, ${opts.dayPrice ?? 2000}, ${opts.weekPrice ?? 9000})
        returning id`,
  );
  const week = await queryOne<{ id: number }>(
    t,
    sql`insert into camp_weeks (club_id, camp_id, name) values (${clubId}, ${camp.id}, 'Week 1') returning id`,
  );
  const dayStarts: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const at = new Date(t.clock.now().getTime() + i * DAY_MS);
    dayStarts.push(toEpoch(at));
    await t.db.execute(sql`insert into camp_days (club_id, camp_week_id, starts_at, ends_at)
      values (${clubId}, ${week.id}, ${at.toISOString()}, ${new Date(at.getTime() + 6 * 3_600_000).toISOString()})`);
  }
  return { campId: camp.id, weekId: week.id, dayStarts };
}

/**
 * Children of a parent (by email), seven years and seven months old at TEST_NOW (born 1 March 2019 by default),
 * straight into the database.
 */
export async function createChildren(t: TestApp, parentEmail: string, count: number): Promise<number[]> {
  const result = await t.db.execute(sql`
    insert into children (parent_user_id, first_name, last_name, date_of_birth)
    select (select id from users where email = ${parentEmail}), 'Child' || n, 'Racer', ${`${londonMonthFromTestNow(-91)}-01`}::date
    from generate_series(1, ${count}) n returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** Demo's parent puts a term's place for their Arjun in the basket, expecting 200; answers the basket. */
export async function addArjunsTermPlace(t: TestApp, runId: number): Promise<BasketResponse> {
  const parent = await t.signIn('demo', DEMO.parent);
  const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
  const res = await t.request({
    method: 'POST',
    url: '/api/v4/parent/basket/add',
    cookie: parent,
    body: { type: 'term', childId: arjun, runId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BasketResponse;
}

/** Every basket emptied and the parent's orders (demo's parent unless named) gone: a test starting with nothing held or ordered. */
export async function clearHoldsAndOrders(t: TestApp, parentEmail: string = DEMO.parent): Promise<void> {
  await t.db.execute(sql`delete from holds`);
  await t.db.execute(
    sql`delete from orders where parent_user_id = (select id from users where email = ${parentEmail})`,
  );
}
