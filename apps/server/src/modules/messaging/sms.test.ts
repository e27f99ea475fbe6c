import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsQuietUntil } from '@clubroom/domain/rules';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonTimeDaysFromTestNow, testNowInLondonDaytime } from '../../test-support/test-dates.js';
import {
  startStandInTwilio,
  TEST_TWILIO,
  twilioSignature,
  type StandInTwilio,
} from '../../platform/sms/twilio/test/stand-in-twilio.js';

const PREVIEW = '/api/messaging/preview';
const SEND = '/api/messaging/send';
const SETTINGS = '/api/messaging/settings';
const STATUS = '/api/messaging/sms/status';
const INBOUND = '/api/messaging/sms/inbound';
const PRIYA = '+447700900123';

/** A run with Priya's child booked, Priya's mobile set: one family reached by SMS. */
async function runWithPriya(t: TestApp) {
  const { runId } = await createRun(t, { capacity: 10 });
  await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
    select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
  await t.db.execute(sql`update users set mobile = '07700 900123' where email = ${DEMO.parent}`);
  return runId;
}

const draft = (runId: number, over: Record<string, unknown> = {}) => ({
  audience: { kind: 'run', runId },
  purpose: 'service',
  channels: ['sms'],
  subject: '',
  body: 'No class on Monday, {{parentFirstName}}.',
  ...over,
});

describe.each(testDrivers)('SMS through Twilio (the stand-in) on %s', (driver) => {
  let t: TestApp;
  let standIn: StandInTwilio;
  let organiser: string;
  let coach: string;
  let runId: number;

  /** Posts a Twilio webhook as Twilio does: form-encoded, signed for the app's own address (PUBLIC_URL). */
  const webhook = (path: string, fields: Record<string, string>, signature?: string) =>
    t.request({
      method: 'POST',
      club: null,
      url: path,
      origin: null,
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ?? twilioSignature(TEST_TWILIO.authToken, `http://localhost:3000${path}`, fields),
      },
    });
  const send = (over: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: SEND,
      cookie: organiser,
      body: { ...draft(runId, over), idempotencyKey: randomUUID() },
    });
  const preview = (cookie = organiser, over: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: PREVIEW, cookie, body: draft(runId, over) });
  const smsRows = () =>
    queryAll<{ smsStatus: string; smsProviderId: string | null; smsReason: string | null }>(
      t,
      sql`select sms_status as "smsStatus", sms_provider_id as "smsProviderId", sms_reason as "smsReason"
        from message_recipients order by id`,
    );

  beforeAll(async () => {
    standIn = await startStandInTwilio(TEST_TWILIO.accountSid, TEST_TWILIO.authToken);
    t = await createTestApp(driver, {
      env: {
        TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
        TWILIO_FROM: TEST_TWILIO.from,
        TWILIO_API_URL: standIn.url,
      },
    });
    // In the daytime: a message sent now sends its SMS at once (the quiet hours have their own tests below).
    t.clock.set(testNowInLondonDaytime());
    [organiser, coach] = await Promise.all([t.signIn('demo', DEMO.organiser), t.signIn('demo', DEMO.coach)]);
    runId = await runWithPriya(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(async () => {
    await t.db.execute(sql`delete from messages`);
    await t.db.execute(sql`delete from sms_opt_outs`);
    await t.db.execute(sql`delete from club_messaging_settings`);
    standIn.requests.length = 0;
  });

  it('sends through Twilio (no dev outbox), and the signed receipts move the SMS to delivered in the log', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/sms-outbox' })).toBe(false);
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    expect(standIn.messages()).toEqual([
      {
        To: PRIYA,
        Body: 'No class on Monday, Priya.',
        From: TEST_TWILIO.from,
        StatusCallback: `http://localhost:3000${STATUS}`,
      },
    ]);
    const [row] = await smsRows();
    expect(row).toMatchObject({ smsStatus: 'sent', smsProviderId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const receipt = { MessageSid: row.smsProviderId!, MessageStatus: 'delivered', AccountSid: TEST_TWILIO.accountSid };

    // A forged or missing signature changes nothing: 403.
    const forged = twilioSignature('not-the-token-0123456789', `http://localhost:3000${STATUS}`, receipt);
    expect((await webhook(STATUS, receipt, forged)).statusCode).toBe(403);
    expect((await webhook(STATUS, receipt, '')).statusCode).toBe(403);
    expect((await smsRows())[0].smsStatus).toBe('sent');

    // Twilio's own 'sent' on the way changes nothing; 'delivered' is final (a late 'undelivered' does not undo it).
    expect((await webhook(STATUS, { ...receipt, MessageStatus: 'sent' })).statusCode).toBe(200);
    expect((await smsRows())[0].smsStatus).toBe('sent');
    const delivered = await webhook(STATUS, receipt);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect((await webhook(STATUS, { ...receipt, MessageStatus: 'undelivered' })).statusCode).toBe(200);
    expect((await smsRows())[0].smsStatus).toBe('delivered');
    const log = await t.request({ url: '/api/messaging/logs', cookie: organiser });
    expect(log.json().messages[0].counts).toEqual({
      queued: 0,
      sent: 0,
      delivered: 1,
      failed: 0,
      leftOut: 0,
      opened: 0,
      smsOverCap: 0,
    });
    // The parent still reads it in the inbox.
    const parent = await t.signIn('demo', DEMO.parent);
    const inbox = await t.request({ club: null, url: '/api/v4/people/parent/messages/0/10', cookie: parent });
    expect(inbox.json().messages[0]).toMatchObject({ text: 'No class on Monday, Priya.', channels: ['sms'] });

    // A receipt for an SMS nobody here knows is answered 200 and ignored (Twilio does not send it again).
    const unknown = await webhook(STATUS, { MessageSid: `SM${'9'.repeat(32)}`, MessageStatus: 'failed' });
    expect(unknown.statusCode).toBe(200);
  });

  it('an undelivered or failed receipt counts as failed in the log', async () => {
    await send();
    await send();
    await t.app.jobs.settled();
    const [first, second] = await smsRows();
    await webhook(STATUS, { MessageSid: first.smsProviderId!, MessageStatus: 'undelivered', ErrorCode: '30003' });
    await webhook(STATUS, { MessageSid: second.smsProviderId!, MessageStatus: 'failed', ErrorCode: '30008' });
    expect((await smsRows()).map((r) => r.smsStatus)).toEqual(['undelivered', 'failed']);
    const log = await t.request({ url: '/api/messaging/logs', cookie: organiser });
    expect(log.json().messages.map((m: { counts: { failed: number } }) => m.counts.failed)).toEqual([1, 1]);
  });

  it("a provider's refusal (a 400: an invalid number) marks the SMS failed at once, without retries", async () => {
    standIn.failNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    await send();
    await t.app.jobs.settled();
    expect(await smsRows()).toEqual([expect.objectContaining({ smsStatus: 'failed' })]);
    expect(standIn.messages()).toHaveLength(1);
  });

  it('STOP opts the number out of every SMS, service ones too (unsubscribed); START takes it back', async () => {
    const inbound = (body: string, signature?: string) =>
      webhook(INBOUND, { MessageSid: `SM${'2'.repeat(32)}`, From: PRIYA, To: TEST_TWILIO.from, Body: body }, signature);
    expect((await inbound('STOP', 'forged')).statusCode).toBe(403);
    expect((await preview()).json().recipients[0].channels).toEqual([{ channel: 'sms', included: true, reason: null }]);

    const stop = await inbound(' Stop ');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toContain('<Response></Response>');
    for (const purpose of ['service', 'marketing']) {
      const channels = (await preview(organiser, { purpose })).json().recipients[0].channels;
      expect(channels).toEqual([{ channel: 'sms', included: false, reason: 'unsubscribed' }]);
    }
    await send();
    await t.app.jobs.settled();
    expect(standIn.messages()).toEqual([]);
    expect(await smsRows()).toEqual([expect.objectContaining({ smsStatus: 'left-out', smsReason: 'unsubscribed' })]);

    // Any other words change nothing; START opts back in.
    await inbound('Thanks, see you Monday');
    expect((await preview()).json().recipients[0].channels[0].included).toBe(false);
    await inbound('START');
    expect((await preview()).json().recipients[0].channels[0].included).toBe(true);
  });

  it('a STOP between the expansion and the send leaves the SMS out at the send', async () => {
    const res = await send();
    await t.app.jobs.settled();
    const messageId = res.json().messageId as number;
    // As if the batch had not run yet when the STOP came: the SMS is pending again, and the batch runs after it.
    const [{ id, clubId }] = await queryAll<{ id: number; clubId: number }>(
      t,
      sql`update message_recipients set sms_status = 'pending', sms_provider_id = null
        where message_id = ${messageId} returning id, club_id as "clubId"`,
    );
    standIn.requests.length = 0;
    await webhook(INBOUND, { MessageSid: `SM${'3'.repeat(32)}`, From: PRIYA, Body: 'STOPALL' });
    await t.runJob('message-deliver', { clubId, messageId, recipientIds: [id] });
    expect(standIn.messages()).toEqual([]);
    expect(await smsRows()).toEqual([expect.objectContaining({ smsStatus: 'left-out', smsReason: 'unsubscribed' })]);
  });

  it("the club's daily SMS cap: organisers set it, the preview says what is left, the job leaves out the SMS past it", async () => {
    expect((await t.request({ url: SETTINGS, cookie: organiser })).json()).toEqual({
      smsDailyCap: 500,
      reminderHoursBefore: null,
    });
    expect((await preview()).json().sms).toMatchObject({ leftToday: 500, dailyCap: 500 });
    const coachSets = await t.request({ method: 'PUT', url: SETTINGS, cookie: coach, body: { smsDailyCap: 9 } });
    expect(coachSets.statusCode).toBe(403);
    const bad = await t.request({ method: 'PUT', url: SETTINGS, cookie: organiser, body: { smsDailyCap: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('body.smsDailyCap');
    const set = await t.request({ method: 'PUT', url: SETTINGS, cookie: organiser, body: { smsDailyCap: 1 } });
    expect(set.json()).toEqual({ smsDailyCap: 1, reminderHoursBefore: null });

    expect((await send()).statusCode).toBe(200);
    // The request counts nothing: the job counts the SMS when it finds the recipients.
    expect((await preview()).json().sms).toMatchObject({ leftToday: 1, dailyCap: 1 });
    await t.app.jobs.settled();
    const full = (await preview()).json();
    expect(full.sms).toMatchObject({ leftToday: 0, dailyCap: 1, cost: { segments: 0, total: 0 } });
    // The preview leaves out what the job will: the SMS past the cap.
    expect(full.recipients[0].channels).toEqual([{ channel: 'sms', included: false, reason: 'sms-daily-cap' }]);

    // Past the cap the request still answers at once; the job leaves the SMS out and the log says so, the email goes.
    const over = await send({ channels: ['email', 'sms'], subject: 'Monday' });
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().status).toBe('queued');
    await t.app.jobs.settled();
    expect(standIn.messages()).toHaveLength(1);
    const overRow = await queryAll<{ emailStatus: string; smsStatus: string; smsReason: string }>(
      t,
      sql`select email_status as "emailStatus", sms_status as "smsStatus", sms_reason as "smsReason"
        from message_recipients where message_id = ${over.json().messageId as number}`,
    );
    expect(overRow).toEqual([{ emailStatus: 'sent', smsStatus: 'left-out', smsReason: 'sms-daily-cap' }]);
    const log = (await t.request({ url: '/api/messaging/logs', cookie: organiser })).json();
    expect(log.messages[0].counts).toEqual({
      queued: 0,
      sent: 1,
      delivered: 0,
      failed: 0,
      leftOut: 1,
      opened: 0,
      smsOverCap: 1,
    });
    expect(log.messages[1].counts).toMatchObject({ sent: 1, smsOverCap: 0 });
    const page = await t.request({ url: `/api/messaging/logs/${over.json().messageId}/recipients`, cookie: organiser });
    expect(page.json().recipients[0].sms).toEqual({ status: 'left-out', reason: 'sms-daily-cap', address: null });

    // Tomorrow (club time) the cap starts again.
    t.clock.advance(24 * 3600_000);
    organiser = await t.signIn('demo', DEMO.organiser);
    expect((await send()).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(standIn.messages()).toHaveLength(2);
    t.clock.advance(-24 * 3600_000);
    organiser = await t.signIn('demo', DEMO.organiser);
  });
});

describe.each(testDrivers)('urgent SMS in the quiet hours on %s', (driver) => {
  // 22:30 in London: inside the quiet hours.
  const evening = londonTimeDaysFromTestNow(0, 22, 30);
  let t: TestApp;
  let runId: number;

  beforeAll(async () => {
    t = await createTestApp(driver, { now: evening });
    runId = await runWithPriya(t);
  });
  afterAll(() => t.close());

  it('an organiser marks a service message urgent: the preview says so and its SMS go now; coaches cannot', async () => {
    const organiser = await t.signIn('demo', DEMO.organiser);
    const coach = await t.signIn('demo', DEMO.coach);
    await t.db.execute(sql`insert into run_coaches (club_id, run_id, user_id)
      select club_id, ${runId}, (select id from users where email = ${DEMO.coach}) from runs where id = ${runId}`);
    const post = (cookie: string, url: string, body: unknown) => t.request({ method: 'POST', url, cookie, body });

    const normal = await post(organiser, PREVIEW, draft(runId));
    expect(normal.json().sms).toMatchObject({
      urgent: false,
      sendsAt: smsQuietUntil(evening, 'Europe/London')!.toISOString(),
    });
    const urgent = await post(organiser, PREVIEW, draft(runId, { urgent: true }));
    expect(urgent.json().sms).toMatchObject({ urgent: true, sendsAt: null });

    // A coach may send the service message to their run, but not mark it urgent.
    for (const url of [PREVIEW, SEND]) {
      const res = await post(coach, url, { ...draft(runId, { urgent: true }), idempotencyKey: randomUUID() });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only organisers can send an urgent message during the quiet hours.');
    }
    // Only a service message can be urgent.
    const marketing = await post(organiser, SEND, {
      ...draft(runId, { urgent: true, purpose: 'marketing' }),
      idempotencyKey: randomUUID(),
    });
    expect(marketing.statusCode).toBe(400);
    expect(marketing.json().error.issues[0].path).toBe('body.urgent');

    const res = await post(organiser, SEND, { ...draft(runId, { urgent: true }), idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    // One batch for every channel, starting now: no SMS batch waits for the morning.
    const jobs = await queryAll<{ data: { channels?: string[] }; startAfter: Date }>(
      t,
      sql`select data, start_after as "startAfter" from pgboss.job
        where name = 'message-deliver' and data->>'messageId' = ${String(res.json().messageId)}`,
    );
    expect(jobs.map((j) => j.data.channels)).toEqual([undefined]);
    expect(await queryAll(t, sql`select body from dev_sms_outbox where "to" = ${PRIYA}`)).toEqual([
      { body: 'No class on Monday, Priya.' },
    ]);
  });
});
