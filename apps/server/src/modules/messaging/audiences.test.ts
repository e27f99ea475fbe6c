import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@clubroom/domain/rules';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PREVIEW = '/api/messaging/preview';
const SEND = '/api/messaging/send';
const DAY = 86_400;

/**
 * The audiences beyond a run and a person (docs/messaging.md): who each includes and who not (cancelled places,
 * finished waiting-list entries, other clubs' families never), coaches' reach, tenant isolation, bad date ranges.
 */
describe.each(testDrivers)('message audiences on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let coach: string;
  let runId: number;
  let riversideRun: number;
  let camp: Awaited<ReturnType<typeof createCamp>>;
  let campDays: number[];
  let sessionStarts: number[];

  const draft = (audience: unknown) => ({
    audience,
    purpose: 'service',
    channels: ['email'],
    subject: 'News for {{childFirstName}}',
    body: 'Hi {{parentFirstName}}, {{className}} at {{venue}}.',
  });
  const preview = (cookie: string, audience: unknown) =>
    t.request({ method: 'POST', url: PREVIEW, body: draft(audience), cookie });
  const send = (cookie: string, audience: unknown) =>
    t.request({ method: 'POST', url: SEND, body: { ...draft(audience), idempotencyKey: randomUUID() }, cookie });
  /** The preview's recipients as [name, children], expecting 200 and the label. */
  async function recipientsOf(audience: unknown, label: string | RegExp): Promise<[string, string][]> {
    const res = await preview(organiser, audience);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audienceLabel).toMatch(label);
    return res.json().recipients.map((r: { name: string; children: string }) => [r.name, r.children]);
  }
  const childId = async (firstName: string) =>
    (await queryOne<{ id: number }>(t, sql`select id from children where first_name = ${firstName}`)).id;
  const londonDate = (epoch: number) => localDateOf(epoch, 'Europe/London');

  beforeAll(async () => {
    t = await createTestApp(driver);
    [organiser, coach] = await Promise.all([t.signIn('demo', DEMO.organiser), t.signIn('demo', DEMO.coach)]);
    ({ runId, sessionStarts } = await createRun(t, { capacity: 10 }));
    ({ runId: riversideRun } = await createRun(t, { club: 'riverside', capacity: 10 }));
    camp = await createCamp(t, { capacity: 10 });
    campDays = (
      await queryAll<{ id: number }>(
        t,
        sql`select id from camp_days where camp_week_id = ${camp.weekId} order by starts_at`,
      )
    ).map((d) => d.id);
    const [arjun, maya, zoe] = await Promise.all(['Arjun', 'Maya', 'Zoe'].map(childId));
    // Demo's run: Arjun booked, Zoe's place cancelled. Riverside's run (the same days): Zoe booked there.
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status) values
      ((select club_id from runs where id = ${runId}), ${runId}, ${arjun}, 'confirmed'),
      ((select club_id from runs where id = ${runId}), ${runId}, ${zoe}, 'cancelled'),
      ((select club_id from runs where id = ${riversideRun}), ${riversideRun}, ${zoe}, 'confirmed')`);
    // The camp: Maya on its first day, Zoe's first-day place cancelled, Arjun on its third day.
    await t.db.execute(sql`insert into bookings (club_id, camp_day_id, child_id, status)
      select club_id, id, ${maya}::int, 'confirmed' from camp_days where id = ${campDays[0]}
      union all select club_id, id, ${zoe}::int, 'cancelled' from camp_days where id = ${campDays[0]}
      union all select club_id, id, ${arjun}::int, 'confirmed' from camp_days where id = ${campDays[2]}`);
    // The run's waiting list: Maya waiting, Zoe offered a place; an entry that has left is nobody's.
    await t.db
      .execute(sql`insert into waiting_list_entries (club_id, run_id, child_id, parent_user_id, status, joined_at)
      select r.club_id, r.id, c.id, c.parent_user_id, s.status, now() from runs r,
        (values ('Maya', 'waiting'), ('Zoe', 'offered'), ('Arjun', 'left')) as s(name, status)
        join children c on c.first_name = s.name
      where r.id = ${runId}`);
  });
  afterAll(() => t.close());

  it("a camp week's and a camp day's message reaches the families booked on them, never a cancelled place", async () => {
    expect(
      await recipientsOf({ kind: 'campWeek', campWeekId: camp.weekId }, /^families booked on .+, Week 1$/),
    ).toEqual([['Priya Parent', 'Arjun and Maya']]);
    const firstDay = await recipientsOf(
      { kind: 'campDay', campDayId: campDays[0] },
      /^families booked on .+ on \w{3} /,
    );
    expect(firstDay).toEqual([['Priya Parent', 'Maya']]);
    expect(await recipientsOf({ kind: 'campDay', campDayId: campDays[1] }, /families booked on/)).toEqual([]);
    expect(await recipientsOf({ kind: 'campDay', campDayId: campDays[2] }, /families booked on/)).toEqual([
      ['Priya Parent', 'Arjun'],
    ]);
  });

  it("a waiting list's message reaches its waiting and offered families, not those who left", async () => {
    expect(
      await recipientsOf({ kind: 'waitingList', runId }, 'families on the waiting list for Booking Test Class'),
    ).toEqual([
      ['Priya Parent', 'Maya'],
      ['Pat Second', 'Zoe'],
    ]);
  });

  it('a date range reaches everyone with a session of theirs between the two days, club time zone, no other club', async () => {
    const first = londonDate(sessionStarts[0]);
    const onFirstDay = await recipientsOf(
      { kind: 'dateRange', from: first, to: first },
      /^families with a session from /,
    );
    // Arjun's class and Maya's camp day are on the first day; Zoe's place there is cancelled, her riverside one not demo's.
    expect(onFirstDay).toContainEqual(['Priya Parent', 'Arjun and Maya']);
    expect(onFirstDay.map(([name]) => name)).not.toContain('Pat Second');
    const later = await recipientsOf(
      { kind: 'dateRange', from: londonDate(sessionStarts[0] + 30 * DAY), to: londonDate(sessionStarts[0] + 40 * DAY) },
      /families with a session/,
    );
    expect(later.map(([name]) => name)).not.toContain('Priya Parent');
    // The message is stored with its label; the job expands it with the range it was sent for.
    const res = await send(organiser, { kind: 'dateRange', from: first, to: first });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    const stored = await queryAll<{ name: string }>(
      t,
      sql`select u.first_name || ' ' || u.last_name as name from message_recipients r join users u on u.id = r.user_id
        where r.message_id = ${res.json().messageId}`,
    );
    expect(stored.map((r) => r.name).sort()).toEqual(onFirstDay.map(([name]) => name).sort());
  });

  it("chosen contacts: the parents the contacts list's filter and search show, applied again by the server", async () => {
    const listed = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/contacts/all-contacts?${query}`, cookie: organiser }))
        .json()
        .data.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`);
    const onRun = await recipientsOf({ kind: 'contacts', runId }, 'contacts booked on Booking Test Class');
    expect(onRun.map(([name]) => name)).toEqual(await listed(`runId=${runId}`));
    expect(onRun.map(([name]) => name)).toContain('Priya Parent');
    const searched = await recipientsOf({ kind: 'contacts', search: 'Second' }, "contacts matching 'Second'");
    expect(searched.map(([name]) => name)).toEqual(await listed('search=Second'));
    expect(searched.map(([name]) => name)).toEqual(['Pat Second']);
    // Another club's run as the filter is not found.
    expect((await preview(organiser, { kind: 'contacts', runId: riversideRun })).statusCode).toBe(404);
  });

  it("contacts ticked one by one: those people, each once; anyone not the club's contact is 404; organisers only", async () => {
    const idOf = async (email: string) =>
      (await queryOne<{ id: number }>(t, sql`select id from users where email = ${email}`)).id;
    const [priya, pat] = [await idOf(DEMO.parent), await idOf('parent2@example.com')];
    const chosen = await recipientsOf({ kind: 'chosen', personIds: [pat, priya] }, '2 chosen contacts');
    expect(chosen.map(([name]) => name)).toEqual(['Priya Parent', 'Pat Second']);
    expect(chosen[0][1]).toMatch(/Arjun/);
    const one = await recipientsOf({ kind: 'chosen', personIds: [pat] }, '1 chosen contact');
    expect(one.map(([name]) => name)).toEqual(['Pat Second']);
    // Someone who is not the club's contact (another club's organiser) is not found: nothing is sent.
    const rory = await idOf(DEMO.riversideOrganiser);
    expect((await preview(organiser, { kind: 'chosen', personIds: [priya, rory] })).statusCode).toBe(404);
    expect((await send(organiser, { kind: 'chosen', personIds: [rory] })).statusCode).toBe(404);
    // The job expands it as sent: the message reaches both.
    const res = await send(organiser, { kind: 'chosen', personIds: [priya, pat] });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    const stored = await queryAll<{ userId: number }>(
      t,
      sql`select user_id as "userId" from message_recipients where message_id = ${res.json().messageId as number}`,
    );
    expect(stored.map((r) => r.userId).sort()).toEqual([priya, pat].sort());
    // Organisers only; an empty, repeated or too long list is a 400 naming it.
    expect((await send(coach, { kind: 'chosen', personIds: [priya] })).statusCode).toBe(403);
    for (const personIds of [[], [priya, priya], Array.from({ length: 501 }, (_, i) => i + 1)])
      await expectInputRefused(t, {
        name: `chosen ${personIds.length}`,
        request: { method: 'POST', url: PREVIEW, body: draft({ kind: 'chosen', personIds }), cookie: organiser },
        field: 'body.audience.personIds',
      });
  });

  it("another club's term, run, camp week or day answers 404", async () => {
    const riversideTerm = (
      await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${riversideRun}`)
    ).id;
    const rory = await t.signIn('riverside', DEMO.riversideOrganiser);
    for (const audience of [
      { kind: 'term', termId: riversideTerm },
      { kind: 'waitingList', runId: riversideRun },
    ])
      expect((await send(organiser, audience)).statusCode).toBe(404);
    for (const audience of [
      { kind: 'campWeek', campWeekId: camp.weekId },
      { kind: 'campDay', campDayId: campDays[0] },
      { kind: 'waitingList', runId },
      { kind: 'contacts', campId: camp.campId },
    ])
      expect(
        (await t.request({ method: 'POST', url: PREVIEW, body: draft(audience), cookie: rory, club: 'riverside' }))
          .statusCode,
      ).toBe(404);
  });

  it('a coach messages only the families of what they coach: a term, a date range or contacts are 403', async () => {
    const today = londonDate(sessionStarts[0]);
    const termId = (await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${runId}`)).id;
    await t.db.execute(sql`insert into run_coaches (club_id, run_id, user_id)
      select club_id, id, (select id from users where email = ${DEMO.coach}) from runs where id = ${runId}`);
    for (const audience of [
      { kind: 'term', termId },
      { kind: 'dateRange', from: today, to: today },
      { kind: 'contacts', runId },
      { kind: 'campWeek', campWeekId: camp.weekId },
    ])
      expect((await send(coach, audience)).statusCode, JSON.stringify(audience)).toBe(403);
    expect((await send(coach, { kind: 'waitingList', runId })).statusCode).toBe(200);
    await t.db.execute(sql`insert into camp_coaches (club_id, camp_id, user_id)
      select club_id, id, (select id from users where email = ${DEMO.coach}) from camps where id = ${camp.campId}`);
    expect((await send(coach, { kind: 'campWeek', campWeekId: camp.weekId })).statusCode).toBe(200);
    expect((await send(coach, { kind: 'campDay', campDayId: campDays[0] })).statusCode).toBe(200);
  });

  it('refuses a bad date range with a 400 naming the field', async () => {
    for (const [audience, field] of [
      [{ kind: 'dateRange', from: '2026-11-10', to: '2026-11-09' }, 'body.audience.to'],
      [{ kind: 'dateRange', from: '2026-11-10', to: '2027-11-11' }, 'body.audience.to'],
      [{ kind: 'dateRange', from: '', to: '2026-11-09' }, 'body.audience.from'],
      [{ kind: 'dateRange', from: '2026-11-31', to: '2026-12-09' }, 'body.audience.from'],
      [{ kind: 'contacts', termId: 1, runId }, 'body.audience.runId'],
    ] as const)
      await expectInputRefused(t, {
        name: JSON.stringify(audience),
        request: { method: 'POST', url: PREVIEW, body: draft(audience), cookie: organiser },
        field,
      });
  });
});
