import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/**
 * The booking confirmation's SMS (issue 24): with the Health Check's SMS Invoices on and the club's option
 * "Booking confirmations by SMS" on, every confirmed order also goes to the parent's UK mobile with its link.
 */
describe.each(testDrivers)('booking confirmations by SMS on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let runId: number;
  const parents: { email: string; cookie: string; childIds: number[] }[] = [];
  const texts = () =>
    queryAll<{ to: string; body: string }>(
      t,
      sql`select "to", body from dev_sms_outbox where body like '%booking is confirmed%' order by id`,
    );
  /** Books the parent's next child onto the free run; answers the order's uuid. */
  const book = async (parent: (typeof parents)[number]) => {
    const uuid = await bookFree(t, parent.cookie, { type: 'term', childId: parent.childIds.shift(), runId });
    await t.app.jobs.settled();
    return uuid;
  };
  const toggle = () =>
    t.request({
      method: 'POST',
      url: '/api/settings/toggle',
      cookie: organiser,
      body: { setting: 'sms-booking-confirmations' },
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    ({ runId } = await createRun(t, { capacity: 20, sessions: 2, ...FREE_RUN }));
    for (const [name, mobile] of [
      ['confirm-sms', '07700 900777'],
      ['confirm-no-mobile', null],
    ] as const) {
      const email = `${name}@example.com`;
      await createPerson(t, { email, firstName: name, memberships: [{ club: 'demo', role: 'parent' }] });
      await t.db.execute(sql`update users set mobile = ${mobile} where email = ${email}`);
      parents.push({ email, cookie: await t.signIn('demo', email), childIds: await createChildren(t, email, 4) });
    }
  });
  afterAll(() => t.close());

  it('goes only with SMS Invoices and the option both on, to a UK mobile, with the order link', async () => {
    const [withMobile, without] = parents;
    // Neither on: the email alone.
    await book(withMobile);
    // The option on, SMS Invoices still off: none either.
    expect((await toggle()).json()).toEqual({ data: 1 });
    await book(withMobile);
    expect(await texts()).toEqual([]);
    expect((await t.latestMail(withMobile.email))?.subject).toMatch(/is confirmed$/);

    // Both on: the SMS with the order's link; a parent without a mobile gets the email alone.
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/sms', cookie: organiser, body: { smsInvoices: 1 } }))
        .statusCode,
    ).toBe(200);
    const uuid = await book(withMobile);
    await book(without);
    expect(await texts()).toEqual([
      {
        to: '+447700900777',
        body: expect.stringMatching(
          new RegExp(
            `^Little Legends Sports Club: your booking is confirmed\\. Your order: http://demo\\.localhost(:\\d+)?/order/${uuid}$`,
          ),
        ),
      },
    ]);
    expect((await t.latestMail(without.email))?.subject).toMatch(/is confirmed$/);

    // The option off again: none.
    expect((await toggle()).json()).toEqual({ data: 0 });
    await book(withMobile);
    expect(await texts()).toHaveLength(1);
  });
});
