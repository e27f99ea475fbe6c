import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { signEmailEvent } from './email-event-signature.js';

const EVENTS = '/api/messaging/email/events';
const PREVIEW = '/api/messaging/preview';
const SECRET = 'test-email-events-secret-0123456789abcdef';
const PAT = 'parent2@example.com';

/** Posts an event as the provider's relay does: JSON, signed over the exact bytes (or with the signature given). */
const postEvent = (t: TestApp, event: unknown, signature?: string | null) => {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const sign = signature === undefined ? signEmailEvent(SECRET, payload) : signature;
  return t.request({
    method: 'POST',
    club: null,
    url: EVENTS,
    origin: null,
    body: payload,
    headers: { 'content-type': 'application/json', ...(sign !== null && { 'x-clubroom-signature': sign }) },
  });
};
const bounce = (email: string, bounceType = 'permanent') => ({
  type: 'bounce',
  email,
  bounceType,
  at: '2026-10-14T10:00:00Z',
});

describe.each(testDrivers)('email bounces and complaints on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let runId: number;

  const suppressions = () =>
    queryAll<{ email: string; reason: string }>(t, sql`select email, reason from email_suppressions order by email`);
  /** Each family's email channel in the preview of a service email to the run, by name. */
  const emailChannels = async () => {
    const res = await t.request({
      method: 'POST',
      url: PREVIEW,
      cookie: organiser,
      body: { audience: { kind: 'run', runId }, purpose: 'service', channels: ['email'], subject: 'Hi', body: 'Hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      (res.json().recipients as { name: string; channels: { included: boolean; reason: string | null }[] }[]).map(
        (r) => [r.name, r.channels[0]],
      ),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { EMAIL_EVENTS_SECRET: SECRET } });
    organiser = await t.signIn('demo', DEMO.organiser);
    ({ runId } = await createRun(t, { capacity: 10 }));
    // Priya's child and Pat's on the run.
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c
      where r.id = ${runId} and c.first_name in ('Arjun', 'Zoe')`);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of ['email_suppressions', 'messages', 'dev_mailbox'])
      await t.db.execute(sql.raw(`delete from ${table}`));
  });

  it('refuses an event without the signature of its exact body (403), and records nothing', async () => {
    const event = bounce(DEMO.parent);
    const payload = JSON.stringify(event);
    for (const res of [
      await postEvent(t, event, null),
      await postEvent(t, event, 'sha256=00'),
      await postEvent(t, event, signEmailEvent('another-secret-of-at-least-32-characters', payload)),
      await postEvent(t, payload.replace(DEMO.parent, PAT), signEmailEvent(SECRET, payload)),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await suppressions()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"type":', 'body'],
    ['not an object', '["bounce"]', 'body'],
    ['a bounce without its type', { type: 'bounce', email: PAT, at: '2026-10-14T10:00:00Z' }, 'body.bounceType'],
    ['an unknown event', { ...bounce(PAT), type: 'delivery' }, 'body.type'],
    ['no address', { ...bounce(PAT), email: 'not an address' }, 'body.email'],
    ['no time', { ...bounce(PAT), at: 'yesterday' }, 'body.at'],
  ])('a signed but malformed event (%s) is a 400 naming the field', async (_what, event, field) => {
    const res = await postEvent(t, event);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues[0].path).toBe(field);
    expect(await suppressions()).toEqual([]);
  });

  it('a permanent bounce and a complaint suppress their addresses: left out of email (bounced, complained)', async () => {
    expect(await emailChannels()).toEqual({
      'Priya Parent': { channel: 'email', included: true, reason: null },
      'Pat Second': { channel: 'email', included: true, reason: null },
    });
    const bounced = await postEvent(t, bounce(DEMO.parent.toUpperCase()));
    expect(bounced.statusCode, bounced.body).toBe(200);
    expect(bounced.json()).toEqual({ received: true, suppressed: true });
    const complained = await postEvent(t, { type: 'complaint', email: PAT, at: '2026-10-14T10:05:00+01:00' });
    expect(complained.json()).toEqual({ received: true, suppressed: true });
    expect(await suppressions()).toEqual([
      { email: PAT, reason: 'complained' },
      { email: DEMO.parent, reason: 'bounced' },
    ]);
    expect(await emailChannels()).toEqual({
      'Priya Parent': { channel: 'email', included: false, reason: 'bounced' },
      'Pat Second': { channel: 'email', included: false, reason: 'complained' },
    });
  });

  it('a transient bounce suppresses nothing', async () => {
    const res = await postEvent(t, bounce(DEMO.parent, 'transient'));
    expect(res.json()).toEqual({ received: true, suppressed: false });
    expect(await suppressions()).toEqual([]);
    expect((await emailChannels())['Priya Parent'].included).toBe(true);
  });

  it('a suppression lasts until the address changes: a new address is reached', async () => {
    await postEvent(t, bounce(PAT));
    expect((await emailChannels())['Pat Second'].reason).toBe('bounced');
    const renamed = 'pat.new@example.com';
    await t.db.execute(sql`update users set email = ${renamed} where email = ${PAT}`);
    try {
      expect((await emailChannels())['Pat Second']).toEqual({ channel: 'email', included: true, reason: null });
    } finally {
      await t.db.execute(sql`update users set email = ${PAT} where email = ${renamed}`);
    }
  });

  it('the send checks again: an address that bounced after the expansion gets no email', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messaging/send',
      cookie: organiser,
      body: {
        audience: { kind: 'run', runId },
        purpose: 'service',
        channels: ['email'],
        subject: 'Kit change',
        body: 'Bring trainers.',
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    const messageId = res.json().messageId as number;
    // As if the batch had not run yet when the bounce came: the emails are pending again.
    const rows = await queryAll<{ id: number; clubId: number }>(
      t,
      sql`update message_recipients set email_status = 'pending' where message_id = ${messageId}
        returning id, club_id as "clubId"`,
    );
    await t.db.execute(sql`delete from dev_mailbox`);
    await postEvent(t, { type: 'complaint', email: PAT, at: '2026-10-14T10:00:00Z' });
    await t.runJob('message-deliver', { clubId: rows[0].clubId, messageId, recipientIds: rows.map((r) => r.id) });
    const mailed = await queryAll<{ to: string }>(t, sql`select "to" from dev_mailbox where subject = 'Kit change'`);
    expect(mailed.map((m) => m.to)).toEqual([DEMO.parent]);
    const statuses = await queryAll<{ status: string; reason: string | null }>(
      t,
      sql`select email_status as status, email_reason as reason from message_recipients
        where message_id = ${messageId} order by email_status`,
    );
    expect(statuses).toEqual([
      { status: 'left-out', reason: 'complained' },
      { status: 'sent', reason: null },
    ]);
  });
});

describe.each(testDrivers)('the email events webhook without EMAIL_EVENTS_SECRET, on %s', (driver) => {
  it('is not there (404), signed or not', async () => {
    const t = await createTestApp(driver);
    try {
      const res = await postEvent(t, bounce(PAT));
      expect(res.statusCode, res.body).toBe(404);
      expect(await queryAll(t, sql`select * from email_suppressions`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
