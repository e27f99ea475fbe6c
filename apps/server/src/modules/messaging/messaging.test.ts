import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne, switchedInto, userIdOf } from '../../test-support/accounts.js';
import { accountTablesDigest, expectInputRefused } from '../../test-support/bad-input.js';
import { createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { formatDateTime, smsQuietUntil } from '@clubroom/domain/rules';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { jobStartByTestClock } from '../../test-support/queued-jobs.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonTimeDaysFromTestNow, testNowInLondonDaytime } from '../../test-support/test-dates.js';
import type { JobPayloads } from '../../platform/jobs/job-catalogue.js';
import { MESSAGES_PER_HOUR } from './send-message.js';

const PREVIEW = '/api/messaging/preview';
const SEND = '/api/messaging/send';
const MESSAGE_TABLES = ['messages', 'message_recipients', 'dev_mailbox', 'dev_sms_outbox'];

describe.each(testDrivers)('messaging on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let coach: string;
  let parent: string;
  let runId: number;
  let parentId: number;

  const draft = (over: Record<string, unknown> = {}) => ({
    audience: { kind: 'run', runId },
    purpose: 'service',
    channels: ['email', 'sms'],
    subject: 'No {{className}} on Monday',
    body: 'Hi {{parentFirstName}}, {{childFirstName}} has no class at {{venue}}. Next: {{nextSession}}. {{clubName}}',
    ...over,
  });
  const post = (cookie: string, url: string, body: unknown) => t.request({ method: 'POST', url, body, cookie });
  const send = (cookie: string, over: Record<string, unknown> = {}) =>
    post(cookie, SEND, { ...draft(over), idempotencyKey: randomUUID() });
  const mailTo = (to: string) =>
    queryAll<{ subject: string; text: string; html: string }>(
      t,
      sql`select subject, text, html from dev_mailbox where "to" = ${to} and subject like 'No %' order by id`,
    );
  const smsTo = (to: string) => queryAll<{ body: string }>(t, sql`select body from dev_sms_outbox where "to" = ${to}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    // In the daytime: a message sent now sends its SMS at once (the quiet hours have their own tests below).
    t.clock.set(testNowInLondonDaytime());
    [organiser, coach, parent] = await Promise.all([
      t.signIn('demo', DEMO.organiser),
      t.signIn('demo', DEMO.coach),
      t.signIn('demo', DEMO.parent),
    ]);
    ({ runId } = await createRun(t, { capacity: 10 }));
    parentId = await userIdOf(t, DEMO.parent);
    // Priya's two children and Pat's one on the run; Pat has no mobile and no consent to marketing, Priya has both.
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c
      where r.id = ${runId} and c.first_name in ('Arjun', 'Maya', 'Zoe')`);
    await t.db.execute(sql`update users set marketing_opt_in = (email = ${DEMO.parent}),
      mobile = case when email = ${DEMO.parent} then '07700 900123' else null end
      where email in (${DEMO.parent}, 'parent2@example.com')`);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of ['messages', 'dev_mailbox', 'dev_sms_outbox'])
      await t.db.execute(sql.raw(`delete from ${table}`));
  });

  it('previews the message as one named family reads it, its SMS parts, and who is left out and why', async () => {
    const res = await post(organiser, PREVIEW, draft({ purpose: 'marketing' }));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.audienceLabel).toBe('families of Booking Test Class');
    expect(preview.recipients).toEqual([
      {
        personId: parentId,
        name: 'Priya Parent',
        children: 'Arjun and Maya',
        channels: [
          { channel: 'email', included: true, reason: null },
          { channel: 'sms', included: true, reason: null },
        ],
      },
      {
        personId: expect.any(Number),
        name: 'Pat Second',
        children: 'Zoe',
        channels: [
          { channel: 'email', included: false, reason: 'no-marketing-consent' },
          { channel: 'sms', included: false, reason: 'no-mobile' },
        ],
      },
    ]);
    expect(preview.counts).toEqual({ people: 2, email: 1, sms: 1, leftOut: 2 });
    expect(preview.previewFor).toEqual({ personId: parentId, name: 'Priya Parent' });
    expect(preview.email.subject).toBe('No Booking Test Class on Monday');
    expect(preview.email.text).toMatch(/^Hi Priya, Arjun and Maya has no class at .+\. Next: \w{3} \d/);
    expect(preview.email.html).toContain('<p>Hi Priya, Arjun and Maya');
    expect(preview.sms).toMatchObject({ encoding: 'GSM-7', segments: 1, sendsAt: null });
    // Nothing is written by a preview.
    expect(await queryOne<{ n: number }>(t, sql`select count(*)::int as n from messages`)).toEqual({ n: 0 });
  });

  it("the preview says what the SMS cost the club: every recipient's parts at the region's price a part", async () => {
    // 155 characters, a space and 'Priya': 161 GSM-7 characters, two parts.
    const body = `${'x'.repeat(155)} {{parentFirstName}}`;
    const res = await post(organiser, PREVIEW, draft({ channels: ['sms'], body }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sms).toMatchObject({
      segments: 2,
      cost: { perSegment: 4, currency: 'GBP', segments: 2, total: 8 },
    });
    // In Ireland the region's price in euro cents.
    await t.db.execute(sql`update clubs set country = 'IE' where subdomain = 'demo'`);
    try {
      const irish = await post(organiser, PREVIEW, draft({ channels: ['sms'] }));
      expect(irish.json().sms.cost).toEqual({ perSegment: 7, currency: 'EUR', segments: 1, total: 7 });
    } finally {
      await t.db.execute(sql`update clubs set country = 'GB' where subdomain = 'demo'`);
    }
    // By email alone there is no SMS and no cost.
    expect((await post(organiser, PREVIEW, draft({ channels: ['email'] }))).json().sms).toBeNull();
  });

  it('a service message reaches every booked family: Pat by email despite no marketing consent', async () => {
    const res = await post(organiser, PREVIEW, draft({ channels: ['email'] }));
    expect(res.json().counts).toEqual({ people: 2, email: 2, sms: 0, leftOut: 0 });
  });

  it('sends now: answers at once, then the jobs send each email and SMS once, the log counts them and the parent reads it', async () => {
    const res = await send(organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ messageId: expect.any(Number), status: 'queued', scheduledFor: null });
    await t.app.jobs.settled();

    const [mail] = await mailTo(DEMO.parent);
    expect(mail.subject).toBe('No Booking Test Class on Monday');
    expect(mail.text).toContain('Hi Priya, Arjun and Maya');
    expect(mail.html).toContain('<p>Hi Priya');
    expect((await mailTo('parent2@example.com')).length).toBe(1);
    expect((await smsTo('+447700900123')).map((s) => s.body)).toEqual([
      expect.stringMatching(/^Hi Priya, Arjun and Maya has no class/),
    ]);

    const log = await t.request({ url: '/api/messaging/logs', cookie: organiser });
    expect(log.json().messages).toEqual([
      expect.objectContaining({
        messageId: res.json().messageId,
        subject: 'No {{className}} on Monday',
        authorName: 'Olivia Organiser',
        audienceLabel: 'families of Booking Test Class',
        purpose: 'service',
        channels: ['email', 'sms'],
        status: 'sent',
        counts: { queued: 0, sent: 3, delivered: 0, failed: 0, leftOut: 1, opened: 0, smsOverCap: 0 },
      }),
    ]);

    const inbox = await t.request({ club: null, url: '/api/v4/people/parent/messages/0/10', cookie: parent });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json()).toMatchObject({ total: 1, unread: 1, offset: 0, limit: 10 });
    expect(inbox.json().messages[0]).toMatchObject({
      messageId: res.json().messageId,
      clubName: expect.any(String),
      subject: 'No Booking Test Class on Monday',
      channels: ['email', 'sms'],
      readAt: null,
    });
    // Another person's read names the message but changes nothing of Priya's.
    const other = await t.signIn('demo', 'parent2@example.com');
    await post(other, '/api/v4/people/messages/read', { messageIds: [res.json().messageId] });
    const read = await post(parent, '/api/v4/people/messages/read', { messageIds: [res.json().messageId] });
    expect(read.json()).toEqual({ unread: 0 });
    const after = await t.request({ club: null, url: '/api/v4/people/parent/messages/0/10', cookie: parent });
    expect(after.json().messages[0].readAt).toEqual(expect.any(String));
  });

  it('sends once: the same key answers the same message, and each job run again sends nobody twice', async () => {
    const body = { ...draft({ channels: ['email'] }), idempotencyKey: randomUUID() };
    const first = await post(organiser, SEND, body);
    const again = await post(organiser, SEND, body);
    expect(again.json().messageId).toBe(first.json().messageId);
    await t.app.jobs.settled();
    const messageId = first.json().messageId as number;
    await t.runJob('message-expand', { clubId: await clubId(), messageId });
    const recipientIds = (
      await queryAll<{ id: number }>(t, sql`select id from message_recipients where message_id = ${messageId}`)
    ).map((r) => r.id);
    expect(recipientIds).toHaveLength(2);
    await t.runJob('message-deliver', { clubId: await clubId(), messageId, recipientIds });
    expect(await mailTo(DEMO.parent)).toHaveLength(1);
    expect(await queryOne(t, sql`select count(*)::int as n from messages`)).toEqual({ n: 1 });
  });

  it('a crash between the expansion and the sends loses nobody: the batch job sends what is pending', async () => {
    const res = await send(organiser, { channels: ['email'] });
    const messageId = res.json().messageId as number;
    // As if the worker had died before sending: the jobs are gone, the expansion is not run by the queue.
    await t.db.execute(
      sql`delete from pgboss.job where name = 'message-expand' and data->>'messageId' = ${String(messageId)}`,
    );
    await t.runJob('message-expand', { clubId: await clubId(), messageId });
    await t.app.jobs.settled();
    expect(await mailTo('parent2@example.com')).toHaveLength(1);
  });

  it('coaches send service messages to their own runs only; organisers alone write to one person', async () => {
    await t.db.execute(sql`insert into run_coaches (club_id, run_id, user_id)
      select club_id, ${runId}, (select id from users where email = ${DEMO.coach}) from runs where id = ${runId}
      on conflict do nothing`);
    expect((await send(coach)).statusCode).toBe(200);
    const marketing = await send(coach, { purpose: 'marketing' });
    expect(marketing.statusCode).toBe(403);
    const person = await send(coach, { audience: { kind: 'person', personId: parentId } });
    expect(person.statusCode).toBe(403);
    await t.db.execute(sql`delete from run_coaches where run_id = ${runId}`);
    expect((await send(coach)).statusCode).toBe(403);
    expect((await post(coach, PREVIEW, draft())).statusCode).toBe(403);
    // The coach's log holds their own message only.
    const log = await t.request({ url: '/api/messaging/logs', cookie: coach });
    expect(log.json().messages.map((m: { authorName: string }) => m.authorName)).toEqual(['Callum Coach']);
  });

  it('writes to one person: their own children and soonest class fill the fields', async () => {
    const res = await post(
      organiser,
      PREVIEW,
      draft({ audience: { kind: 'person', personId: parentId }, channels: ['email'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipients).toHaveLength(1);
    expect(res.json().email.text).toMatch(/^Hi Priya, Arjun and Maya has no class at/);
  });

  it("a term's message reaches the families of all its runs; a camp's, the families booked on its days", async () => {
    const { runId: secondRun } = await createRun(t, { capacity: 10 });
    const { termId } = await queryOne<{ termId: number }>(
      t,
      sql`select term_id as "termId" from runs where id = ${runId}`,
    );
    await t.db.execute(sql`update runs set term_id = ${termId}, class_name = 'Second Class' where id = ${secondRun}`);
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${secondRun} and c.first_name = 'Arjun'`);
    const term = await post(organiser, PREVIEW, draft({ audience: { kind: 'term', termId }, channels: ['email'] }));
    expect(term.statusCode, term.body).toBe(200);
    expect(term.json().audienceLabel).toBe('families booked in Booking test term');
    expect(term.json().recipients.map((r: { name: string; children: string }) => [r.name, r.children])).toEqual([
      ['Priya Parent', 'Arjun and Maya'],
      ['Pat Second', 'Zoe'],
    ]);
    expect(term.json().email.subject).toBe('No Booking Test Class and Second Class on Monday');

    const { campId, dayStarts } = await createCamp(t, { capacity: 5 });
    await t.db.execute(sql`insert into bookings (club_id, camp_day_id, child_id, status)
      select d.club_id, d.id, c.id, 'confirmed' from camp_days d join camp_weeks w on w.id = d.camp_week_id, children c
      where w.camp_id = ${campId} and c.first_name = 'Maya'`);
    const camp = await post(organiser, PREVIEW, draft({ audience: { kind: 'camp', campId }, channels: ['email'] }));
    expect(camp.statusCode, camp.body).toBe(200);
    expect(camp.json().audienceLabel).toBe('families booked on Booking Test Camp');
    expect(camp.json().recipients).toEqual([expect.objectContaining({ name: 'Priya Parent', children: 'Maya' })]);
    expect(camp.json().email.subject).toBe('No Booking Test Camp on Monday');
    expect(camp.json().email.text).toContain(`Next: ${formatDateTime(dayStarts[0], 'Europe/London')}.`);
    // A coach messages a camp they coach, and no other.
    expect((await send(coach, { audience: { kind: 'camp', campId } })).statusCode).toBe(403);
    await t.db.execute(sql`insert into camp_coaches (club_id, camp_id, user_id)
      select club_id, id, (select id from users where email = ${DEMO.coach}) from camps where id = ${campId}`);
    expect((await send(coach, { audience: { kind: 'camp', campId } })).statusCode).toBe(200);
    expect((await send(organiser, { audience: { kind: 'term', termId: 999999 } })).statusCode).toBe(404);
  });

  it("refuses SMS where the club's region has none (400 naming body.channels); email still goes", async () => {
    await t.db.execute(sql`update clubs set country = 'FR' where subdomain = 'demo'`);
    try {
      const res = await post(organiser, PREVIEW, draft());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: 'body.channels', message: expect.stringMatching(/^SMS is not/) },
      ]);
      expect((await post(organiser, PREVIEW, draft({ channels: ['email'] }))).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`update clubs set country = 'GB' where subdomain = 'demo'`);
    }
  });

  it('a switched session cannot send', async () => {
    const switched = await switchedInto(t, DEMO.organiser);
    const res = await send(switched);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const cases = [
      { name: 'unknown merge field', body: draft({ body: 'Hi {{parentName}}' }), field: 'body.body' },
      { name: 'email without a subject', body: draft({ subject: '' }), field: 'body.subject' },
      { name: 'subject on two lines', body: draft({ subject: 'a\nBcc: x@example.com' }), field: 'body.subject' },
      { name: 'no channel', body: draft({ channels: [] }), field: 'body.channels' },
      { name: 'a too long SMS', body: draft({ channels: ['sms'], body: 'x'.repeat(1000) }), field: 'body.body' },
      {
        name: 'no audience',
        body: draft({ audience: { kind: 'waiting-list', runId: 1 } }),
        field: 'body.audience.kind',
      },
    ];
    for (const c of cases) {
      const before = await accountTablesDigest(t, MESSAGE_TABLES);
      await expectInputRefused(t, {
        name: c.name,
        request: { method: 'POST', url: SEND, body: { ...c.body, idempotencyKey: randomUUID() }, cookie: organiser },
        field: c.field,
      });
      expect(await accountTablesDigest(t, MESSAGE_TABLES)).toBe(before);
    }
  });

  it("answers 404 for another club's run or a person who is not the club's contact", async () => {
    const { runId: riversideRun } = await createRun(t, { club: 'riverside', capacity: 5 });
    expect((await send(organiser, { audience: { kind: 'run', runId: riversideRun } })).statusCode).toBe(404);
    const rory = await userIdOf(t, DEMO.riversideOrganiser);
    expect((await send(organiser, { audience: { kind: 'person', personId: rory } })).statusCode).toBe(404);
  });

  it('limits how many messages a club sends an hour', async () => {
    await t.db.execute(sql`insert into messages (club_id, author_name, audience_kind, audience_id, audience_label,
        purpose, by_email, by_sms, subject, body, idempotency_key, status, created_at)
      select ${await clubId()}, 'x', 'run', ${runId}, 'x', 'service', true, false, 's', 'b', 'k' || n, 'sent', ${t.clock.now().toISOString()}
      from generate_series(1, ${MESSAGES_PER_HOUR}) n`);
    const res = await send(organiser);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  const clubId = async () => (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
});

describe.each(testDrivers)('unsubscribing from marketing in one click (RFC 8058) on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let runId: number;
  const marketing = (key = randomUUID()) => ({
    audience: { kind: 'run', runId },
    purpose: 'marketing',
    channels: ['email'],
    subject: 'Summer camp news',
    body: 'Hi {{parentFirstName}}, camps are open.',
    idempotencyKey: key,
  });

  beforeAll(async () => {
    t = await createTestApp(driver, { smtp: true });
    organiser = await t.signIn('demo', DEMO.organiser);
    ({ runId } = await createRun(t, { capacity: 10 }));
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
    await t.db.execute(sql`update users set marketing_opt_in = true where email = ${DEMO.parent}`);
  });
  afterAll(() => t.close());

  it('a marketing email carries List-Unsubscribe and List-Unsubscribe-Post; a POST there unsubscribes at once, no sign-in', async () => {
    expect((await t.request({ method: 'POST', url: SEND, body: marketing(), cookie: organiser })).statusCode).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Summer camp news');
    expect(mail?.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https?:\/\/demo\.[^>]+)>$/.exec(mail?.headers?.['list-unsubscribe'] ?? '')?.[1];
    expect(url, JSON.stringify(mail?.headers)).toMatch(/\/api\/messaging\/unsubscribe\/[\w-]{32,64}$/);
    expect(mail?.text).toMatch(/To unsubscribe from its marketing emails: https?:\/\/demo\.\S+\/unsubscribe\/[\w-]+/);

    // A mail client's one click: a form post from no page of ours, without a session.
    const res = await t.request({
      method: 'POST',
      url: new URL(url!).pathname,
      body: 'List-Unsubscribe=One-Click',
      origin: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clubName: expect.any(String), channel: 'email' });

    // The next marketing message leaves the parent out; a service message still reaches them.
    const preview = await t.request({ method: 'POST', url: PREVIEW, body: marketing(), cookie: organiser });
    expect(preview.json().recipients[0].channels).toEqual([
      { channel: 'email', included: false, reason: 'unsubscribed' },
    ]);
    const service = await t.request({
      method: 'POST',
      url: PREVIEW,
      body: { ...marketing(), purpose: 'service' },
      cookie: organiser,
    });
    expect(service.json().recipients[0].channels[0].included).toBe(true);
  });

  it("the account page shows and changes the club's marketing per channel: email and SMS separately", async () => {
    const parent = await t.signIn('demo', DEMO.parent);
    const url = '/api/v4/people/messaging/marketing';
    // The one click above unsubscribed the email only.
    expect((await t.request({ url, cookie: parent })).json()).toEqual({
      clubName: expect.any(String),
      email: false,
      sms: true,
    });
    const put = (body: unknown) => t.request({ method: 'PUT', url, body, cookie: parent });
    expect((await put({ email: true, sms: false })).json()).toMatchObject({ email: true, sms: false });
    await t.db.execute(sql`update users set mobile = '07700900123' where email = ${DEMO.parent}`);
    const preview = await t.request({
      method: 'POST',
      url: PREVIEW,
      body: { ...marketing(), channels: ['email', 'sms'] },
      cookie: organiser,
    });
    expect(preview.json().recipients[0].channels).toEqual([
      { channel: 'email', included: true, reason: null },
      { channel: 'sms', included: false, reason: 'unsubscribed' },
    ]);
    // Riverside's marketing is another club's: untouched.
    const atRiverside = await t.request({ club: 'riverside', url, cookie: await t.signIn('riverside', DEMO.parent) });
    expect(atRiverside.json()).toMatchObject({ email: true, sms: true });
    await expectInputRefused(t, {
      name: 'not a yes or no',
      request: { method: 'PUT', url, body: { email: 'no', sms: true }, cookie: parent },
      field: 'body.email',
    });
  });

  it('a service email has no unsubscribe; an unknown token or another club answers 404', async () => {
    const key = randomUUID();
    await t.request({ method: 'POST', url: SEND, body: { ...marketing(key), purpose: 'service' }, cookie: organiser });
    expect((await t.latestMail(DEMO.parent))?.headers?.['list-unsubscribe']).toBeUndefined();
    const token = (
      await queryOne<{ token: string }>(
        t,
        sql`select unsubscribe_token as token from message_recipients where unsubscribe_token is not null limit 1`,
      )
    ).token;
    const at = (club: string, value: string) =>
      t.request({ method: 'POST', club, url: `/api/messaging/unsubscribe/${value}`, body: {}, origin: null });
    expect((await at('demo', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await at('riverside', token)).statusCode).toBe(404);
    expect((await at('demo', 'short')).statusCode).toBe(400);
  });
});

describe.each(testDrivers)('SMS quiet hours on %s', (driver) => {
  // 22:30 in London (BST or GMT): inside the quiet hours.
  const evening = londonTimeDaysFromTestNow(0, 22, 30);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { now: evening });
  });
  afterAll(() => t.close());

  it('in the quiet hours (21:00 to 08:00 club time) the emails go now and the SMS at 08:00', async () => {
    const organiser = await t.signIn('demo', DEMO.organiser);
    const { runId } = await createRun(t, { capacity: 10 });
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
    await t.db.execute(sql`update users set mobile = '07700 900123' where email = ${DEMO.parent}`);
    const body = {
      audience: { kind: 'run', runId },
      purpose: 'service',
      channels: ['email', 'sms'],
      subject: 'Late news',
      body: 'No class tomorrow.',
    };
    const morning = smsQuietUntil(evening, 'Europe/London')!;
    const preview = await t.request({ method: 'POST', url: PREVIEW, cookie: organiser, body });
    expect(preview.json().sms.sendsAt).toBe(morning.toISOString());
    const res = await t.request({
      method: 'POST',
      url: SEND,
      cookie: organiser,
      body: { ...body, idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json().messageId as number;
    expect((await t.latestMail(DEMO.parent))?.subject).toBe('Late news');
    const sms = () => queryAll(t, sql`select body from dev_sms_outbox where "to" = '+447700900123'`);
    // The email went at once; the SMS batch starts at 08:00 club time.
    const job = await queryOne<{ startAfter: Date; data: JobPayloads['message-deliver'] }>(
      t,
      sql`select ${jobStartByTestClock(t)} as "startAfter", data from pgboss.job
        where name = 'message-deliver' and data->>'messageId' = ${String(messageId)} and data->'channels' ? 'sms'`,
    );
    expect(new Date(job.startAfter).toISOString()).toBe(morning.toISOString());
    expect(job.data.channels).toEqual(['sms']);
    // The morning: the SMS batch runs (once, however often), and the message is sent.
    t.clock.set(morning);
    await t.runJob('message-deliver', job.data);
    await t.runJob('message-deliver', job.data);
    expect(await sms()).toEqual([{ body: 'No class tomorrow.' }]);
    const log = await t.request({ url: '/api/messaging/logs', cookie: await t.signIn('demo', DEMO.organiser) });
    expect(log.json().messages[0]).toMatchObject({ status: 'sent', counts: { sent: 2, queued: 0 } });
  });
});
