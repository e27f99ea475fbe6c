import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsQuietUntil } from '@clubroom/domain/rules';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { jobStartByTestClock } from '../../test-support/queued-jobs.js';
import { testDrivers } from '../../test-support/test-database.js';
import type { JobPayloads } from '../../platform/jobs/job-catalogue.js';

const SETTINGS = '/api/messaging/settings';
const NOON = new Date('2026-10-14T11:00:00Z'); // noon in London (BST)

/** Reminders before each session or camp day (issue 24): the club's setting, the scheduled job, once a family a day. */
describe.each(testDrivers)('reminders on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let priyaId: number;

  /** A run with Arjun and Maya (both Priya's) booked: sessions a day, 8 and 15 days from the clock. */
  const bookedRun = async () => {
    const run = await createRun(t, { capacity: 10 });
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c
      where r.id = ${run.runId} and c.first_name in ('Arjun', 'Maya')`);
    return run;
  };
  /** Priya's reminders: each stored recipient row, oldest first. */
  const priyasReminders = () =>
    queryAll<{
      subject: string;
      text: string;
      smsText: string;
      emailStatus: string;
      smsStatus: string;
      smsReason: string | null;
      key: string;
    }>(
      t,
      sql`select r.subject, r.text, r.sms_text as "smsText", r.email_status as "emailStatus", r.sms_status as "smsStatus",
          r.sms_reason as "smsReason", r.idempotency_key as key
        from message_recipients r join messages m on m.id = r.message_id
        where m.audience_kind = 'reminder' and r.user_id = ${priyaId} order by r.id`,
    );
  const remind = async () => {
    await t.runJob('message-reminders', {});
    await t.app.jobs.settled();
  };
  const setHours = (reminderHoursBefore: number | null) =>
    t.request({ method: 'PUT', url: SETTINGS, cookie: organiser, body: { smsDailyCap: 500, reminderHoursBefore } });

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    await t.db.execute(sql`update users set mobile = '07700 900123' where email = ${DEMO.parent}`);
    priyaId = (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of ['messages', 'dev_mailbox', 'dev_sms_outbox', 'club_messaging_settings'])
      await t.db.execute(sql.raw(`delete from ${table}`));
    t.clock.set(NOON);
    organiser = await t.signIn('demo', DEMO.organiser);
  });

  it('the setting: off by default, 1 to 72 hours, organisers only; saving the cap alone leaves it', async () => {
    expect((await t.request({ url: SETTINGS, cookie: organiser })).json()).toEqual({
      smsDailyCap: 500,
      reminderHoursBefore: null,
    });
    expect((await setHours(24)).json()).toEqual({ smsDailyCap: 500, reminderHoursBefore: 24 });
    const capOnly = await t.request({ method: 'PUT', url: SETTINGS, cookie: organiser, body: { smsDailyCap: 300 } });
    expect(capOnly.json()).toEqual({ smsDailyCap: 300, reminderHoursBefore: 24 });
    expect((await setHours(null)).json()).toEqual({ smsDailyCap: 500, reminderHoursBefore: null });
    const coach = await t.signIn('demo', DEMO.coach);
    const byCoach = await t.request({
      method: 'PUT',
      url: SETTINGS,
      cookie: coach,
      body: { smsDailyCap: 5, reminderHoursBefore: 2 },
    });
    expect(byCoach.statusCode).toBe(403);
    for (const hours of [0, 73, 1.5, '24'])
      await expectInputRefused(t, {
        name: `reminderHoursBefore ${hours}`,
        request: {
          method: 'PUT',
          url: SETTINGS,
          cookie: organiser,
          body: { smsDailyCap: 500, reminderHoursBefore: hours },
        },
        field: 'body.reminderHoursBefore',
      });
  });

  it('reminds each booked family once a day, N hours before, by email and SMS, however often the job runs', async () => {
    await bookedRun();
    // Off: nothing.
    await remind();
    expect(await priyasReminders()).toEqual([]);

    // 24 hours: the session tomorrow at noon is within them; Priya is reminded once for Arjun and Maya.
    await setHours(24);
    await remind();
    const [reminder, ...more] = await priyasReminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      emailStatus: 'sent',
      smsStatus: 'sent',
      key: expect.stringMatching(/:2026-10-15$/),
    });
    expect(reminder.subject).toMatch(/^Reminder: Booking Test Class on Thu 15th October 2026, 12(:00)? ?pm$/i);
    expect(reminder.text).toMatch(/^Hi Priya, a reminder that Arjun and Maya has Booking Test Class at .+ on Thu 15th/);
    expect((await t.latestMail(DEMO.parent))?.subject).toBe(reminder.subject);
    const sms = await queryAll<{ body: string }>(t, sql`select body from dev_sms_outbox where "to" = '+447700900123'`);
    expect(sms).toEqual([{ body: reminder.smsText }]);
    // In the log, by the automatic reminder, and in Priya's inbox.
    const log = (await t.request({ url: '/api/messaging/logs', cookie: organiser })).json().messages;
    expect(log[0]).toMatchObject({
      authorName: 'Automatic reminder',
      audienceLabel: 'families with a session in 24 hours (reminders)',
    });

    // Run again (and ten minutes on): no second reminder for that day.
    await remind();
    t.clock.advance(10 * 60_000);
    await remind();
    expect(await priyasReminders()).toHaveLength(1);

    // A week on, the next session's day: reminded again.
    t.clock.set(new Date(NOON.getTime() + 7 * 86_400_000));
    organiser = await t.signIn('demo', DEMO.organiser);
    await remind();
    expect((await priyasReminders()).map((r) => r.key.slice(-10))).toEqual(['2026-10-15', '2026-10-22']);
  });

  it('in the quiet hours the SMS waits for 08:00, or is left out when the session is before then; the email goes', async () => {
    // 21:30 in London: the session is tomorrow at 21:30, within 24 hours; its SMS waits for 08:00.
    t.clock.set(new Date('2026-10-14T20:30:00Z'));
    organiser = await t.signIn('demo', DEMO.organiser);
    await bookedRun();
    await setHours(24);
    await remind();
    // (The SMS batch waits for 08:00: its start is what is checked.)
    expect(await priyasReminders()).toEqual([expect.objectContaining({ emailStatus: 'sent', smsReason: null })]);
    const job = await queryOne<{ startAfter: Date; data: JobPayloads['message-deliver'] }>(
      t,
      sql`select ${jobStartByTestClock(t)} as "startAfter", data from pgboss.job
        where name = 'message-deliver' and data->'channels' ? 'sms' order by created_on desc limit 1`,
    );
    expect(new Date(job.startAfter).toISOString()).toBe(smsQuietUntil(t.clock.now(), 'Europe/London')!.toISOString());

    // The next evening at 21:10, an hour's reminders: the 21:30 session comes before 08:00, so no SMS at all.
    await t.db.execute(sql`delete from messages`);
    t.clock.set(new Date('2026-10-15T20:10:00Z'));
    organiser = await t.signIn('demo', DEMO.organiser);
    await setHours(1);
    await remind();
    expect(await priyasReminders()).toEqual([
      expect.objectContaining({ emailStatus: 'sent', smsStatus: 'left-out', smsReason: 'quiet-hours' }),
    ]);
  });
});
