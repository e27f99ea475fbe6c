import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PARENT = 'app-emails@example.com';
const INBOX = '/api/v4/people/parent/messages/0/10';

/**
 * The app's own emails (issue 24): what booking, invoices and payments email also reaches the parent's inbox at the
 * club (never the club's message log), and none goes to an address that bounced or complained, but the account's own.
 */
describe.each(testDrivers)("the app's own emails on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let organiser: string;
  let runId: number;
  let childIds: number[];
  const mails = async () =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from dev_mailbox where "to" = ${PARENT}`)).n;
  const inbox = async () => (await t.request({ club: null, url: INBOX, cookie: parent })).json();

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: PARENT, firstName: 'Ada', memberships: [{ club: 'demo', role: 'parent' }] });
    childIds = await createChildren(t, PARENT, 3);
    ({ runId } = await createRun(t, { capacity: 10, sessions: 1, ...FREE_RUN }));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from email_suppressions`);
    [parent, organiser] = await Promise.all([t.signIn('demo', PARENT), t.signIn('demo', DEMO.organiser)]);
  });

  it("a booking confirmation is in the parent's inbox as emailed, unread; the club's log does not list it", async () => {
    const uuid = await bookFree(t, parent, { type: 'term', childId: childIds[0], runId });
    const mail = await t.latestMail(PARENT);
    expect(mail?.subject).toBe('Your booking with Little Legends Sports Club is confirmed');
    const { messages, unread, total } = await inbox();
    expect({ unread, total }).toEqual({ unread: 1, total: 1 });
    expect(messages[0]).toMatchObject({
      clubName: 'Little Legends Sports Club',
      subject: mail?.subject,
      text: mail?.text,
      channels: ['email'],
      readAt: null,
    });
    expect(messages[0].text).toContain(`/order/${uuid}`);
    // Read like any message.
    const read = await t.request({
      method: 'POST',
      club: null,
      url: '/api/v4/people/messages/read',
      cookie: parent,
      body: { messageIds: [messages[0].messageId] },
    });
    expect(read.json()).toEqual({ unread: 0 });
    // Not the club's message: its log and its recipients page know nothing of it.
    expect((await t.request({ url: '/api/messaging/logs', cookie: organiser })).json().messages).toEqual([]);
    const page = await t.request({ url: `/api/messaging/logs/${messages[0].messageId}/recipients`, cookie: organiser });
    expect(page.statusCode).toBe(404);
  });

  it('an address that bounced or complained gets no app email (nor an inbox entry), but the sign-in emails', async () => {
    const before = { mails: await mails(), total: (await inbox()).total };
    await t.db.execute(sql`insert into email_suppressions (email, reason, event_at, created_at)
      values (${PARENT}, 'bounced', now(), now())`);
    await bookFree(t, parent, { type: 'term', childId: childIds[1], runId });
    await t.app.jobs.settled();
    expect(await mails()).toBe(before.mails);
    expect((await inbox()).total).toBe(before.total);
    // The account's own emails (a sign-in link asked for now) still go.
    await t.runJob('send-email', { to: PARENT, subject: 'Sign in', text: 'A link', essential: true });
    expect(await mails()).toBe(before.mails + 1);
    // Unsuppressed, the next one goes again.
    await t.db.execute(sql`delete from email_suppressions`);
    await bookFree(t, parent, { type: 'term', childId: childIds[2], runId });
    await t.app.jobs.settled();
    expect(await mails()).toBe(before.mails + 2);
    expect((await inbox()).total).toBe(before.total + 1);
  });
});
