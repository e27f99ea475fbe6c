import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne, switchedInto } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import type { JobPayloads } from '../../platform/jobs/job-catalogue.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { jobStartByTestClock } from '../../test-support/queued-jobs.js';
import { testDrivers } from '../../test-support/test-database.js';

const SEND = '/api/messaging/send';
const LOG = '/api/messaging/logs';
// The tests' clock: 2026-10-14T11:00Z, noon in London (BST).
const TOMORROW_LOCAL = '2026-10-15T09:30';
const TOMORROW = new Date('2026-10-15T08:30:00Z');

describe.each(testDrivers)('scheduled messages, the log, its archive, recipients and CSV on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let coach: string;
  let runId: number;
  let clubId: number;

  const send = (cookie: string, over: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: SEND,
      cookie,
      body: {
        audience: { kind: 'run', runId },
        purpose: 'service',
        channels: ['email'],
        subject: 'Kit change',
        body: 'Hi {{parentFirstName}}, bring shin pads.',
        idempotencyKey: randomUUID(),
        ...over,
      },
    });
  const sentMail = async () =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from dev_mailbox where subject = 'Kit change'`)).n;
  const statusOf = async (messageId: number) =>
    (await queryOne<{ status: string }>(t, sql`select status from messages where id = ${messageId}`)).status;
  const log = async (cookie: string, view = 'current') =>
    (await t.request({ url: `${LOG}?view=${view}`, cookie })).json().messages as {
      messageId: number;
      status: string;
      scheduledFor: string | null;
      archived: boolean;
    }[];
  const action = (cookie: string, messageId: number, what: 'cancel' | 'archive', archived = true) =>
    t.request({
      method: what === 'cancel' ? 'POST' : 'PUT',
      url: `${LOG}/${messageId}/${what}`,
      cookie,
      ...(what === 'archive' && { body: { archived } }),
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ runId } = await createRun(t, { capacity: 10 }));
    clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c
      where r.id = ${runId} and c.first_name in ('Arjun', 'Zoe')`);
    await t.db.execute(sql`insert into run_coaches (club_id, run_id, user_id)
      select club_id, ${runId}, (select id from users where email = ${DEMO.coach}) from runs where id = ${runId}
      on conflict do nothing`);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of ['messages', 'dev_mailbox']) await t.db.execute(sql.raw(`delete from ${table}`));
    t.clock.set(new Date('2026-10-14T11:00:00Z'));
    // Signed in afresh: a test that moves the clock on outlives a session.
    [organiser, coach] = await Promise.all([t.signIn('demo', DEMO.organiser), t.signIn('demo', DEMO.coach)]);
  });

  it('schedules a message in club time: nothing is sent before its time, the families are found when it goes', async () => {
    const res = await send(organiser, { sendAt: TOMORROW_LOCAL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      messageId: expect.any(Number),
      status: 'scheduled',
      scheduledFor: TOMORROW.toISOString(),
    });
    const messageId = res.json().messageId as number;
    const job = await queryOne<{ startAfter: Date }>(
      t,
      sql`select ${jobStartByTestClock(t)} as "startAfter" from pgboss.job
        where name = 'message-expand' and data->>'messageId' = ${String(messageId)} order by created_on limit 1`,
    );
    expect(new Date(job.startAfter).toISOString()).toBe(TOMORROW.toISOString());
    // A job that comes early (the database's clock behind the app's) sends nothing, and nobody is expanded.
    await t.app.jobs.settled();
    await t.runJob('message-expand', { clubId, messageId });
    expect(await sentMail()).toBe(0);
    expect(await queryOne(t, sql`select count(*)::int as n from message_recipients`)).toEqual({ n: 0 });
    expect((await log(organiser))[0]).toMatchObject({
      messageId,
      status: 'scheduled',
      scheduledFor: TOMORROW.toISOString(),
    });

    // Booked after scheduling, before it goes: Maya's family is found when it goes.
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Maya'`);
    t.clock.set(TOMORROW);
    await t.runJob('message-expand', { clubId, messageId });
    await t.app.jobs.settled();
    expect(await sentMail()).toBe(2);
    expect(await statusOf(messageId)).toBe('sent');
    await t.db.execute(sql`delete from bookings where run_id = ${runId} and child_id in
      (select id from children where first_name = 'Maya')`);
  });

  it('a scheduled message to a date range keeps its range when its job comes early and waits for its time', async () => {
    const audience = { kind: 'dateRange', from: '2026-10-15', to: '2026-10-16' };
    const res = await send(organiser, { audience, sendAt: TOMORROW_LOCAL });
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json().messageId as number;
    // Its job, run early (the database's clock behind the app's), queues itself again for its time: with the range,
    // which the message's row does not hold.
    const queued = await queryOne<{ data: JobPayloads['message-expand'] }>(
      t,
      sql`select data from pgboss.job where name = 'message-expand' and data->>'messageId' = ${String(messageId)}`,
    );
    await t.runJob('message-expand', queued.data);
    const again = await queryOne<{ data: { audience?: unknown } }>(
      t,
      sql`select data from pgboss.job where name = 'message-expand' and singleton_key = ${`early:${messageId}`}`,
    );
    expect(again.data.audience).toEqual(audience);
  });

  it('refuses a time in the past or beyond 30 days, naming body.sendAt', async () => {
    for (const [name, sendAt] of [
      ['in the past', '2026-10-14T11:59'],
      ['beyond 30 days', '2026-11-14T09:00'],
      ['not a date', '2026-02-30T10:00'],
      ['not a time', 'tomorrow'],
    ]) {
      await expectInputRefused(t, {
        name,
        request: {
          method: 'POST',
          url: SEND,
          cookie: organiser,
          body: {
            audience: { kind: 'run', runId },
            purpose: 'service',
            channels: ['email'],
            subject: 'Kit change',
            body: 'Hi',
            idempotencyKey: randomUUID(),
            sendAt,
          },
        },
        field: 'body.sendAt',
      });
    }
    expect(await queryOne(t, sql`select count(*)::int as n from messages`)).toEqual({ n: 0 });
  });

  it('cancel beats the job: a cancelled message never sends, and cannot be cancelled once it has started', async () => {
    const messageId = (await send(organiser, { sendAt: TOMORROW_LOCAL })).json().messageId as number;
    const cancelled = await action(organiser, messageId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ messageId, status: 'cancelled' });
    t.clock.set(TOMORROW);
    await t.runJob('message-expand', { clubId, messageId });
    await t.app.jobs.settled();
    expect(await sentMail()).toBe(0);
    expect(await statusOf(messageId)).toBe('cancelled');
    t.clock.set(new Date('2026-10-14T11:01:00Z')); // back within the session's life
    expect((await action(organiser, messageId, 'cancel')).statusCode).toBe(409);

    const now = (await send(organiser)).json().messageId as number;
    await t.app.jobs.settled();
    const late = await action(organiser, now, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CONFLICT');
    expect(await statusOf(now)).toBe('sent');
  });

  it("keeps each message's counts on its row as its recipients move (the log reads no recipient)", async () => {
    const counters = (messageId: number) =>
      queryOne<Record<string, number>>(
        t,
        sql`select count_pending as queued, count_sent as sent, count_delivered as delivered, count_failed as failed,
          count_left_out as "leftOut" from messages where id = ${messageId}`,
      );
    const recount = (messageId: number) =>
      queryOne<Record<string, number>>(
        t,
        sql`select
          (count(*) filter (where email_status = 'pending') + count(*) filter (where sms_status = 'pending'))::int as queued,
          (count(*) filter (where email_status = 'sent') + count(*) filter (where sms_status = 'sent'))::int as sent,
          count(*) filter (where sms_status = 'delivered')::int as delivered,
          (count(*) filter (where email_status = 'failed') + count(*) filter (where sms_status in ('failed', 'undelivered')))::int as failed,
          (count(*) filter (where email_status = 'left-out') + count(*) filter (where sms_status = 'left-out'))::int as "leftOut"
          from message_recipients where message_id = ${messageId}`,
      );
    const res = await send(organiser, { channels: ['email', 'sms'] });
    const { messageId } = res.json() as { messageId: number };
    expect(await counters(messageId)).toEqual({ queued: 0, sent: 0, delivered: 0, failed: 0, leftOut: 0 });
    await t.app.jobs.settled();
    const sent = await counters(messageId);
    expect(sent).toEqual(await recount(messageId));
    expect(sent.sent + sent.leftOut).toBe(4); // two families, two channels each
    // Moves made anywhere (a receipt, a failure, a person deleted) keep the counters right; reading changes nothing.
    await t.db.execute(sql`update message_recipients set sms_status = 'delivered'
      where message_id = ${messageId} and sms_status = 'sent'`);
    await t.db.execute(sql`update message_recipients set email_status = 'failed'
      where id = (select min(id) from message_recipients where message_id = ${messageId})`);
    await t.db.execute(sql`update message_recipients set read_at = now() where message_id = ${messageId}`);
    expect(await counters(messageId)).toEqual(await recount(messageId));
    await t.db.execute(sql`delete from message_recipients
      where id = (select max(id) from message_recipients where message_id = ${messageId})`);
    const after = await counters(messageId);
    expect(after).toEqual(await recount(messageId));
    const [entry] = (await t.request({ url: LOG, cookie: organiser })).json().messages;
    expect(entry.counts).toEqual({ ...after, opened: 0, smsOverCap: 0 });
  });

  it('archives a sent or cancelled message out of the log and restores it; the inbox keeps it', async () => {
    const sent = (await send(organiser)).json().messageId as number;
    const scheduled = (await send(organiser, { sendAt: TOMORROW_LOCAL })).json().messageId as number;
    await t.app.jobs.settled();
    expect((await action(organiser, scheduled, 'archive')).statusCode).toBe(409);
    const archived = await action(organiser, sent, 'archive');
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ messageId: sent, archived: true });
    expect((await log(organiser)).map((m) => m.messageId)).toEqual([scheduled]);
    expect((await log(organiser, 'archived')).map((m) => m.messageId)).toEqual([sent]);
    const parent = await t.signIn('demo', DEMO.parent);
    const inbox = await t.request({ club: null, url: '/api/v4/people/parent/messages/0/10', cookie: parent });
    expect(inbox.json().messages.map((m: { messageId: number }) => m.messageId)).toContain(sent);

    expect((await action(organiser, sent, 'archive', false)).json()).toMatchObject({ archived: false });
    expect((await log(organiser)).map((m) => m.messageId).sort()).toEqual([sent, scheduled].sort());
    expect(await log(organiser, 'archived')).toEqual([]);
  });

  it("lists a message's recipients a page at a time, each channel's status, reason and address", async () => {
    await t.db.execute(sql`update users set mobile = '07700 900123' where email = ${DEMO.parent}`);
    await t.db.execute(sql`update users set mobile = null where email = 'parent2@example.com'`);
    const messageId = (await send(organiser, { channels: ['email', 'sms'] })).json().messageId as number;
    await t.app.jobs.settled();
    const page = (offset: number, limit: number) =>
      t.request({ url: `${LOG}/${messageId}/recipients?offset=${offset}&limit=${limit}`, cookie: organiser });
    const first = await page(0, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 2, offset: 0, limit: 1, message: { messageId, status: 'sent' } });
    expect(first.json().recipients).toEqual([
      {
        recipientId: expect.any(Number),
        personId: expect.any(Number),
        name: 'Priya Parent',
        email: { status: 'sent', reason: null, address: DEMO.parent },
        sms: { status: 'sent', reason: null, address: '+447700900123' },
        sentAt: expect.any(String),
      },
    ]);
    expect((await page(1, 1)).json().recipients).toEqual([
      expect.objectContaining({
        name: 'Pat Second',
        email: { status: 'sent', reason: null, address: 'parent2@example.com' },
        sms: { status: 'left-out', reason: 'no-mobile', address: null },
      }),
    ]);
    expect((await page(0, 201)).statusCode).toBe(400);

    const csv = await t.request({ url: `${LOG}/${messageId}/recipients.csv`, cookie: organiser });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="demo-message-\d+-recipients\.csv"$/);
    expect(csv.body.split('\r\n')).toEqual([
      'Name,Email,Email address,SMS,Mobile,Left out because,Sent at',
      expect.stringMatching(/^Priya Parent,Sent,parent@example\.com,Sent,'\+447700900123,,2026-10-14 12:00 pm$/),
      expect.stringMatching(
        /^Pat Second,Sent,parent2@example\.com,Left out,,SMS: No mobile number,2026-10-14 12:00 pm$/,
      ),
      '',
    ]);
  });

  it('downloads the log as CSV: one row a message, the current or the archived ones', async () => {
    await send(organiser, { subject: '=cmd, "quoted"' });
    await send(organiser, { sendAt: TOMORROW_LOCAL });
    await t.app.jobs.settled();
    const res = await t.request({ url: `${LOG}.csv`, cookie: organiser });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="demo-messages.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'Sent at,Author,Audience,Kind,Channels,Subject,Status,Sent,Queued,Failed,Left out',
      '2026-10-15 9:30 am,Olivia Organiser,families of Booking Test Class,Service,Email,Kit change,scheduled,0,0,0,0',
      `2026-10-14 12:00 pm,Olivia Organiser,families of Booking Test Class,Service,Email,"'=cmd, ""quoted""",sent,2,0,0,0`,
      '',
    ]);
    const archived = await t.request({ url: `${LOG}.csv?view=archived`, cookie: organiser });
    expect(archived.body).toBe('Sent at,Author,Audience,Kind,Channels,Subject,Status,Sent,Queued,Failed,Left out\r\n');
  });

  it("coaches reach only their own messages; a switched session cannot schedule, cancel or archive; another club's id is 404", async () => {
    const own = (await send(coach, { sendAt: TOMORROW_LOCAL })).json().messageId as number;
    const others = (await send(organiser, { sendAt: TOMORROW_LOCAL })).json().messageId as number;
    const sentByOrganiser = (await send(organiser)).json().messageId as number;
    await t.app.jobs.settled();
    expect((await log(coach)).map((m) => m.messageId)).toEqual([own]);
    const csv = await t.request({ url: `${LOG}.csv`, cookie: coach });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect((await t.request({ url: `${LOG}/${sentByOrganiser}/recipients`, cookie: coach })).statusCode).toBe(403);
    expect((await t.request({ url: `${LOG}/${sentByOrganiser}/recipients.csv`, cookie: coach })).statusCode).toBe(403);
    expect((await action(coach, others, 'cancel')).statusCode).toBe(403);
    expect((await action(coach, sentByOrganiser, 'archive')).statusCode).toBe(403);
    expect(await statusOf(others)).toBe('scheduled');

    const switched = await switchedInto(t, DEMO.organiser);
    for (const res of [
      await send(switched, { sendAt: TOMORROW_LOCAL }),
      await action(switched, others, 'cancel'),
      await action(switched, sentByOrganiser, 'archive'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
    }
    expect(await statusOf(others)).toBe('scheduled');

    // Riverside's organiser names demo's message on riverside's site: nothing there.
    const cookie = await t.signIn('riverside', DEMO.riversideOrganiser);
    const at = (url: string, method: 'GET' | 'POST' = 'GET') => t.request({ club: 'riverside', method, url, cookie });
    expect((await at(`${LOG}/${others}/recipients`)).statusCode).toBe(404);
    expect((await at(`${LOG}/${others}/cancel`, 'POST')).statusCode).toBe(404);
    expect(await statusOf(others)).toBe('scheduled');
    // The coach's own: cancelled by them.
    expect((await action(coach, own, 'cancel')).statusCode).toBe(200);
    const rows = await queryAll<{ status: string }>(t, sql`select status from messages where id = ${own}`);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
});
