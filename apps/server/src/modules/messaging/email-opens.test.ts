import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Email opens where known (issue 24, optional: EMAIL_OPEN_TRACKING): a tracking image per recipient, counted once. */
describe.each(testDrivers)('email opens on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let runId: number;

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { EMAIL_OPEN_TRACKING: 'true' } });
    organiser = await t.signIn('demo', DEMO.organiser);
    ({ runId } = await createRun(t, { capacity: 10 }));
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
  });
  afterAll(() => t.close());

  it("each email carries its own tracking image; its first load counts the message opened, once; others' are 404", async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/messaging/send',
      cookie: organiser,
      body: {
        audience: { kind: 'run', runId },
        purpose: 'service',
        channels: ['email'],
        subject: 'Kit',
        body: 'Bring shin pads.',
        idempotencyKey: randomUUID(),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.jobs.settled();
    const { html, token } = await queryOne<{ html: string; token: string }>(
      t,
      sql`select html, open_token as token from message_recipients where message_id = ${sent.json().messageId as number}`,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    const path = `/api/messaging/opened/${token}`;
    expect(html).toContain(`<img src="http://demo.localhost:3000${path}" width="1" height="1" alt="">`);
    const mail = await queryOne<{ html: string }>(t, sql`select html from dev_mailbox where subject = 'Kit'`);
    expect(mail.html).toContain(path);

    const opened = () => t.request({ url: path });
    const first = await opened();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await opened()).statusCode).toBe(200);
    const log = (await t.request({ url: '/api/messaging/logs', cookie: organiser })).json();
    expect(log.messages[0].counts).toMatchObject({ sent: 1, opened: 1 });

    // An unknown token, or this one on another club's site, counts nothing.
    expect((await t.request({ url: `/api/messaging/opened/${'x'.repeat(43)}` })).statusCode).toBe(404);
    expect((await t.request({ club: 'riverside', url: path })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/messaging/opened/short' })).statusCode).toBe(400);
  });
});
