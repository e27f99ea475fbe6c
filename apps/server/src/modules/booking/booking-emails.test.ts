import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { formatDateTime, formatLongDate } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const HOUR = 3_600_000;
const nowSeconds = TEST_NOW.getTime() / 1000;
/** An email's line for a session or camp day: its London date and time, indented as the "When:" list has them. */
const whenLine = (epochSeconds: number) => `      ${formatDateTime(epochSeconds, 'Europe/London')}`;

/**
 * Issue 21.7 and 21.9: the emails about a family's places say where and when. A booking's confirmation names the
 * child, the class, the venue with its address, each session's day and time (the first few), what was paid with
 * the fee, a monthly plan's first payment and how to cancel it, and is signed by the club; joining a waiting list
 * and an offer that lapsed are emailed too.
 */
describe.each(testDrivers)('booking emails on %s', (driver) => {
  let t: TestApp;
  let venue: { name: string; address: string; postcode: string };
  const families: { email: string; cookie: string; kids: number[] }[] = [];
  let keys = 0;

  const post = (url: string, body: unknown, cookie: string) => t.request({ method: 'POST', url, cookie, body });
  const add = async (cookie: string, body: unknown): Promise<BasketResponse> => {
    const res = await post('/api/v4/parent/basket/add', body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const checkout = async (cookie: string, basket: BasketResponse): Promise<OrderResponse> => {
    const items = basket.items.map((item) => item.itemId);
    const made = await post('/api/orders/order/create', { idempotencyKey: `emails-${++keys}`, items }, cookie);
    expect(made.statusCode, made.body).toBe(200);
    return made.json();
  };
  const where = () => `Where: ${venue.name}, ${venue.address}, ${venue.postcode}`;

  beforeAll(async () => {
    t = await createTestApp(driver);
    venue = await queryOne(
      t,
      sql`select name, address, postcode from venues where club_id = (select id from clubs where subdomain = 'demo')
        order by id limit 1`,
    );
    for (const name of ['emails-one', 'emails-two']) {
      const email = `${name}@example.com`;
      families.push({ email, ...(await signInNewParent(t, email)) });
    }
  });
  afterAll(() => t.close());

  it('a term paid by card: child, class, venue and address, the first sessions with their times, fee, total, club', async () => {
    const [{ email, cookie, kids }] = families;
    const { runId, sessionStarts } = await createRun(t, { capacity: 5, sessions: 6, pricePerTerm: 2700 });
    const order = await checkout(cookie, await add(cookie, { type: 'term', childId: kids[0], runId }));
    const paymentMethodId = await cardMethod(t, cookie, TEST_CARDS.visa);
    const paid = await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId }, cookie);
    expect(paid.statusCode, paid.body).toBe(200);

    const mail = await t.latestMail(email);
    expect(mail?.subject).toBe('Your booking with Little Legends Sports Club is confirmed');
    // Weekly sessions from tomorrow at TEST_NOW's UTC time, in London's time (by default Thursday 15 October at
    // 12:00 pm, 11:00 am once the clocks go back on 25 October).
    expect(mail?.text).toContain(
      [
        '- Booking Test Class – Term (Child1 Racer): £27.00',
        `    ${where()}`,
        '    When:',
        ...sessionStarts.slice(0, 4).map(whenLine),
        '      and 2 more sessions: every date is on your order',
        '- Platform fee: £1.42',
        '',
        'Total: £28.42',
      ].join('\n'),
    );
    expect(mail?.text).toContain(`/order/${order.uuid}`);
    expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    expect(mail?.text).not.toContain('The Clubroom team');
  });

  it('a trial names its session with the time; a camp its days and venue', async () => {
    const [, { email, cookie, kids }] = families;
    const { runId, sessionStarts } = await createRun(t, { capacity: 5, trialPrice: 0, pricePerTerm: 0 });
    await add(cookie, { type: 'trial', childId: kids[0], runId, sessionStart: sessionStarts[1] });
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: `emails-trial-${++keys}` }, cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    const trial = await t.latestMail(email);
    expect(trial?.text).toContain(
      ['- Booking Test Class – Trial session (Child1 Racer): Free', `    ${where()}`, '    When:'].join('\n'),
    );
    expect(trial?.text).toContain(`${whenLine(sessionStarts[1])}\n`);

    const { campId, weekId, dayStarts } = await createCamp(t, { capacity: 5, dayPrice: 0, weekPrice: 0 });
    await add(cookie, { type: 'camp-days', childId: kids[0], campId, weekId, dayStarts: dayStarts.slice(0, 2) });
    const camp = await post('/rest/v1/payments/book', { idempotencyKey: `emails-camp-${++keys}` }, cookie);
    expect(camp.statusCode, camp.body).toBe(200);
    expect((await t.latestMail(email))?.text).toContain(
      [
        '- Booking Test Camp – Camp days (Child1 Racer): Free',
        `    ${where()}`,
        '    When:',
        ...dayStarts.slice(0, 2).map(whenLine),
      ].join('\n'),
    );
  });

  it("a monthly plan: the first payment's date and amount, and how to cancel it", async () => {
    const [{ email, cookie, kids }] = families;
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 3000, trialDays: 14 } });
    const order = await checkout(cookie, await add(cookie, { type: 'term', childId: kids[0], runId }));
    const paymentMethodId = await cardMethod(t, cookie, TEST_CARDS.visa);
    const saved = await post('/api/v4/parent/payments/saved-cards/add', { paymentMethodId }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const subscribed = await post('/rest/v1/payments/subscribe', { orderId: order.uuid, paymentMethodId }, cookie);
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const mail = await t.latestMail(email);
    // After the plan's 14 free days (Wed 28th October 2026 by default).
    const firstPayment = formatLongDate(nowSeconds + 14 * 86_400, 'Europe/London');
    expect(mail?.text).toContain(
      [
        `    The first monthly payment of £30.00 is taken on ${firstPayment}, then one every month.`,
        '    Cancel it any time from My payment plans: http://demo.localhost:3000/dashboard/payment-plans',
      ].join('\n'),
    );
    expect(mail?.text).toContain(where());
  });

  it('joining a waiting list is emailed with the place in the queue; an offer that lapses is emailed too', async () => {
    const [first, second] = families;
    const { runId } = await createRun(t, { capacity: 1, pricePerTerm: 0, pricePerSession: 0 });
    await add(first.cookie, { type: 'term', childId: first.kids[0], runId });
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: `emails-full-${++keys}` }, first.cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    const joined = await post('/api/bookings/waiting-list/join', { runId, childId: second.kids[0] }, second.cookie);
    expect(joined.statusCode, joined.body).toBe(200);

    const joinedMail = await t.latestMail(second.email);
    expect(joinedMail?.subject).toBe('Child1 is on the waiting list for Booking Test Class');
    expect(joinedMail?.text).toContain(
      'Child1 is number 1 on the waiting list for Booking Test Class at Little Legends Sports Club.',
    );
    expect(joinedMail?.text).toContain(where());
    expect(joinedMail?.text).toContain('http://demo.localhost:3000/dashboard/bookings');
    expect(joinedMail?.text).toMatch(/Thank you,\nLittle Legends Sports Club$/);

    // The booked family cancels: the place is offered, and its 24 hours run out.
    const clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    await t.db.execute(sql`insert into club_booking_settings (club_id, cancel_days_before) values (${clubId}, 0)
      on conflict (club_id) do update set cancel_days_before = 0`);
    const { ref } = await queryOne<{ ref: string }>(
      t,
      sql`select booking_ref as ref from bookings where run_id = ${runId} and status = 'confirmed'`,
    );
    const cancelled = await post('/api/bookings/cancel', { bookingRef: ref }, first.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t.latestMail(second.email))?.subject).toBe('A place for Child1 in Booking Test Class');
    t.clock.advance(24 * HOUR + 1000);
    try {
      await t.runJob('expire-holds', { clubId });
    } finally {
      t.clock.set(TEST_NOW);
    }
    const lapsed = await t.latestMail(second.email);
    expect(lapsed?.subject).toBe('The place offered for Child1 in Booking Test Class has gone');
    expect(lapsed?.text).toContain(
      `The place held for Child1 in Booking Test Class was not booked by ${formatDateTime(nowSeconds + 24 * 3600, 'Europe/London')}, so it has been offered to the next family on the waiting list.`,
    );
    expect(lapsed?.text).toContain(`http://demo.localhost:3000/${runId}/info`);
    expect(lapsed?.text).toMatch(/Thank you,\nLittle Legends Sports Club$/);
  });
});
