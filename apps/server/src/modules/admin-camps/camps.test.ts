import type {
  AdminCamp,
  CampBody,
  CampCalendarDay,
  CampDayBookingsResponse,
  ScheduleResponse,
} from '@clubroom/domain/api';
import { addDays, formatLongDate, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { adminCalls, issuePaths } from '../../test-support/admin-schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { mondayWeeksAfterTestNow } from '../../test-support/test-dates.js';

const CAMPS = '/api/v4/camps';

const LONDON = 'Europe/London';
/** The camp's first Monday, three weeks after TEST_NOW's (2 November 2026 by default); `day(n)` is n days after it. */
const WEEK1 = mondayWeeksAfterTestNow(3);
const day = (n: number) => addDays(WEEK1, n);
/** A wall time in London on day(n), as epoch seconds. */
const londonAt = (n: number, hours: number, mins: number) => zonedWallTimeToEpoch(day(n), hours, mins, LONDON);

/** A camp of two weeks from WEEK1, the second without its Friday. */
const campBody = (venueId: number, overrides: Partial<CampBody> = {}): CampBody => ({
  className: 'Autumn Multi-Sports Camp',
  venue: { venueId },
  description: 'Games, sports and crafts.\nBring a packed lunch.',
  ageFrom: 60,
  ageTo: 132,
  capacity: 2,
  weekPrice: 12000,
  dayPrice: 3000,
  startTime: '09:00',
  endTime: '15:30',
  weeks: [
    { name: 'Week 1', startDate: day(0), skippedDates: [] },
    { name: 'Week 2', startDate: day(7), skippedDates: [day(11)] },
  ],
  ...overrides,
});

describe.each(testDrivers)('the camps admin on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let venueId: number;
  const get = (url: string, cookie = organiser) => t.request({ url, cookie });
  const post = (url: string, body?: unknown, cookie = organiser) => t.request({ method: 'POST', url, body, cookie });
  const countOf = async (table: string) =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
  const create = async (overrides: Partial<CampBody> = {}): Promise<AdminCamp> => {
    const res = await post(CAMPS, campBody(venueId, overrides));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().camp.draft).toBe(true);
    // Published, as the tests of what families see need (a new camp starts as a draft: drafts.test.ts).
    const published = await post(`${CAMPS}/${res.json().camp.campId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    return published.json().camp;
  };
  const bookChild = async (dayId: number, firstName: string) =>
    t.db.execute(sql`insert into bookings (club_id, camp_day_id, child_id, kind)
      select d.club_id, d.id, c.id, 'camp-days' from camp_days d, children c
      where d.id = ${dayId} and c.first_name = ${firstName}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    [venueId] = await adminCalls(t, () => organiser).venueIds();
  });
  afterAll(() => t.close());

  it("lists the club's camps soonest first, with weeks, days and places booked of places", async () => {
    const res = await get('/api/v4/schedule/camps');
    expect(res.statusCode, res.body).toBe(200);
    const camps: AdminCamp[] = res.json().camps;
    expect(camps.map((c) => c.className)).toContain('Holiday Football Camp');
    const football = camps.find((c) => c.className === 'Holiday Football Camp')!;
    expect(football.weeks.map((w) => w.name)).toEqual(['Week 1', 'Week 2']);
    expect(football.weeks[0].days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    expect(football).toMatchObject({ startTime: '09:00', endTime: '15:00', placesCount: 30 * 10 });
    // The demo's holiday week runs Monday to Thursday: its Friday shows as skipped.
    const week = camps.flatMap((c) => c.weeks).find((w) => w.name === 'Holiday week')!;
    expect(week.skippedDates).toHaveLength(1);
    const starts = camps.map((c) => c.startDate ?? '');
    expect(starts).toEqual([...starts].sort());
  });

  it('adds a camp whose weeks run Monday to Friday but the skipped days, at its daily times, shown on the public schedule at once', async () => {
    const before: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    const camp = await create();
    expect(camp).toMatchObject({
      className: 'Autumn Multi-Sports Camp',
      startDate: day(0),
      endDate: day(10),
      startTime: '09:00',
      endTime: '15:30',
      bookingsCount: 0,
      placesCount: 2 * 9,
    });
    expect(camp.weeks.map((w) => [w.name, w.startDate, w.days.length, w.skippedDates])).toEqual([
      ['Week 1', day(0), 5, []],
      ['Week 2', day(7), 4, [day(11)]],
    ]);
    // 09:00 on London's clock that Monday (09:00 UTC in winter, 08:00 UTC in summer time).
    expect(camp.weeks[0].days[0].startTime).toBe(londonAt(0, 9, 0));

    const after: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    expect(after.camps.length).toBe(before.camps.length + 1);
    const shown = after.camps.find((c) => c.campId === camp.campId)!;
    expect(shown.weeks.map((w) => w.name)).toEqual(['Week 1', 'Week 2']);

    const one = await get(`${CAMPS}/${camp.campId}`);
    expect(one.json().camp).toEqual(camp);
    const weeks = await get(`${CAMPS}/${camp.campId}/weeks`);
    expect(weeks.json().weeks).toEqual(camp.weeks);
    const days = await get(`${CAMPS}/${camp.campId}/week/${camp.weeks[1].weekId}/days`);
    // The register's heading names the camp and the week, not only the day.
    expect(days.json()).toMatchObject({ className: camp.className, weekName: 'Week 2' });
    expect(days.json().days.map((d: { date: string }) => d.date)).toEqual([day(7), day(8), day(9), day(10)]);
    const calendar: CampCalendarDay[] = (await get(`${CAMPS}/schedule`)).json().days;
    const ours = calendar.filter((d) => d.campId === camp.campId);
    expect(ours).toHaveLength(9);
    expect(ours[0]).toMatchObject({ weekName: 'Week 1', capacity: 2, date: day(0) });
    const times = calendar.map((d) => d.startTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('adds a camp at a new venue, which becomes one of the club’s venues', async () => {
    const camp = await create({
      venue: { newVenue: { name: 'Tooting Leisure Centre', address: 'Greaves Place', postcode: 'sw17 0nf' } },
    });
    expect(camp.venueName).toBe('Tooting Leisure Centre');
    const venue = await queryOne<{ postcode: string }>(t, sql`select postcode from venues where id = ${camp.venueId}`);
    expect(venue.postcode).toBe('SW17 0NF');
  });

  it.each([
    ['no name', { className: ' ' }, 'body.className'],
    [
      'a week not starting on a Monday',
      { weeks: [{ name: 'W', startDate: day(1), skippedDates: [] }] },
      'body.weeks.0.startDate',
    ],
    ['no weeks', { weeks: [] }, 'body.weeks'],
    ['an end time before the start', { startTime: '15:00', endTime: '09:00' }, 'body.endTime'],
    ['an oldest age below the youngest', { ageFrom: 60, ageTo: 48 }, 'body.ageTo'],
    [
      'a skipped day outside its week',
      { weeks: [{ name: 'W', startDate: day(0), skippedDates: [day(7)] }] },
      'body.weeks.0.skippedDates.0',
    ],
    [
      'every day skipped',
      {
        weeks: [
          {
            name: 'W',
            startDate: day(0),
            skippedDates: [day(0), day(1), day(2), day(3), day(4)],
          },
        ],
      },
      'body.weeks.0.skippedDates',
    ],
    ['another club’s venue', { venue: { venueId: 999999 } }, 'body.venue.venueId'],
    [
      'a new venue without a postcode',
      { venue: { newVenue: { name: 'X', address: '', postcode: 'nope' } } },
      'body.venue.newVenue.postcode',
    ],
    ['a money amount in pounds', { weekPrice: 120.5 }, 'body.weekPrice'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, overrides, field) => {
    const [camps, venues] = [await countOf('camps'), await countOf('venues')];
    const res = await post(CAMPS, { ...campBody(venueId), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(issuePaths(res)).toContain(field);
    expect([await countOf('camps'), await countOf('venues')]).toEqual([camps, venues]);
  });

  it('changes a camp: booked days keep their places as times move; a change dropping a booked day, or places below those booked, is refused', async () => {
    const camp = await create();
    const [week1, week2] = camp.weeks;
    const monday = week1.days[0];
    await bookChild(monday.dayId, 'Arjun');
    await bookChild(monday.dayId, 'Maya');

    const edited = campBody(venueId, {
      className: 'Autumn Camp (changed)',
      startTime: '08:30',
      weeks: [
        { weekId: week1.weekId, name: 'First week', startDate: day(0), skippedDates: [day(4)] },
        { name: 'Week 3', startDate: day(14), skippedDates: [] },
      ],
    });
    const res = await post(`${CAMPS}/${camp.campId}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    const changed: AdminCamp = res.json().camp;
    expect(changed.weeks.map((w) => [w.name, w.days.length])).toEqual([
      ['First week', 4],
      ['Week 3', 5],
    ]);
    expect(changed.weeks[0].days[0]).toMatchObject({ dayId: monday.dayId, bookingsCount: 2 });
    expect(changed.weeks[0].days[0].startTime).toBe(londonAt(0, 8, 30));
    expect(changed.weeks.map((w) => w.weekId)).not.toContain(week2.weekId);

    const dropsMonday = await post(`${CAMPS}/${camp.campId}`, {
      ...edited,
      weeks: [{ weekId: week1.weekId, name: 'First week', startDate: day(0), skippedDates: [day(0)] }],
    });
    expect(dropsMonday.statusCode).toBe(409);
    expect(dropsMonday.json().error.message).toContain(formatLongDate(londonAt(0, 9, 0), LONDON));
    const dropsWeek = await post(`${CAMPS}/${camp.campId}`, { ...edited, weeks: [edited.weeks[1]] });
    expect(dropsWeek.statusCode).toBe(409);
    const tooFew = await post(`${CAMPS}/${camp.campId}`, { ...edited, capacity: 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(issuePaths(tooFew)).toEqual(['body.capacity']);
    const foreignWeek = await post(`${CAMPS}/${camp.campId}`, {
      ...edited,
      weeks: [{ ...edited.weeks[0], weekId: week2.weekId }],
    });
    expect(foreignWeek.statusCode).toBe(400);
    expect(issuePaths(foreignWeek)).toEqual(['body.weeks.0.weekId']);
    expect((await get(`${CAMPS}/${camp.campId}`)).json().camp).toEqual(changed);
  });

  it('relabels a week (an instance group), and the public schedule shows the new label', async () => {
    const camp = await create();
    const res = await post(`${CAMPS}/update/instanceGroups/label`, {
      instanceGroupId: camp.weeks[1].weekId,
      label: 'Half-term week',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ weekId: camp.weeks[1].weekId, name: 'Half-term week' });
    const shown: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    expect(shown.camps.find((c) => c.campId === camp.campId)!.weeks.map((w) => w.name)).toEqual([
      'Week 1',
      'Half-term week',
    ]);
    const blank = await post(`${CAMPS}/update/instanceGroups/label`, {
      instanceGroupId: camp.weeks[1].weekId,
      label: '',
    });
    expect(issuePaths(blank)).toEqual(['body.label']);
  });

  it('lists the children booked on a day with what staff need: age, notes, the photo warning, the parent’s phone', async () => {
    const camp = await create();
    const week = camp.weeks[0];
    await bookChild(week.days[2].dayId, 'Arjun');
    await t.db.execute(sql`update children set medical_notes = 'Asthma: inhaler in bag' where first_name = 'Arjun'`);
    await t.db.execute(
      sql`delete from photo_permissions where child_id = (select id from children where first_name = 'Arjun')`,
    );
    await t.db.execute(sql`insert into photo_permissions (club_id, child_id, allowed, answered_at)
      select d.club_id, c.id, false, now() from camp_days d, children c
      where d.id = ${week.days[2].dayId} and c.first_name = 'Arjun'`);

    const res = await get(`${CAMPS}/${camp.campId}/week/${week.weekId}/day/3/bookings`);
    expect(res.statusCode, res.body).toBe(200);
    const body: CampDayBookingsResponse = res.json();
    expect(body.day).toMatchObject({ date: day(2), dayOfWeek: 3, bookingsCount: 1 });
    expect(body.children).toHaveLength(1);
    expect(body.children[0]).toMatchObject({
      firstName: 'Arjun',
      ageYears: expect.any(Number),
      medicalNotes: 'Asthma: inhaler in bag',
      photoPermissionRefused: true,
      parent: { name: expect.any(String), phone: expect.anything() },
    });
    const empty = await get(`${CAMPS}/${camp.campId}/week/${week.weekId}/day/1/bookings`);
    expect(empty.json().children).toEqual([]);
    expect((await get(`${CAMPS}/${camp.campId}/week/${week.weekId}/day/6/bookings`)).statusCode).toBe(404);
    expect((await get(`${CAMPS}/${camp.campId}/week/${week.weekId}/day/9/bookings`)).statusCode).toBe(400);
    const otherCamp = await create();
    expect((await get(`${CAMPS}/${otherCamp.campId}/week/${week.weekId}/days`)).statusCode).toBe(404);
  });

  it('refuses to delete a camp with confirmed bookings, saying how many; deletes one without, with its weeks and days', async () => {
    const camp = await create();
    await bookChild(camp.weeks[0].days[0].dayId, 'Arjun');
    await bookChild(camp.weeks[1].days[0].dayId, 'Arjun');
    const refused = await post(`${CAMPS}/${camp.campId}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('2 confirmed bookings'),
    });
    expect((await get(`${CAMPS}/${camp.campId}`)).statusCode).toBe(200);

    const dayIds = camp.weeks.flatMap((w) => w.days.map((d) => d.dayId));
    await t.db.execute(
      sql`update bookings set status = 'cancelled' where camp_day_id in ${sql.raw(`(${dayIds.join(',')})`)}`,
    );
    const res = await post(`${CAMPS}/${camp.campId}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await get(`${CAMPS}/${camp.campId}`)).statusCode).toBe(404);
    const left = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from camp_weeks where camp_id = ${camp.campId}`,
    );
    expect(left.n).toBe(0);
    const shown: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    expect(shown.camps.map((c) => c.campId)).not.toContain(camp.campId);
  });

  it.each([
    ['a coach', DEMO.coach],
    ['a parent', DEMO.parent],
  ])('%s can neither read nor change camps', async (_, email) => {
    const cookie = await t.signIn('demo', email);
    const [campId] = (await get('/api/v4/schedule/camps')).json().camps.map((c: AdminCamp) => c.campId);
    expect((await get('/api/v4/schedule/camps', cookie)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/${campId}`, cookie)).statusCode).toBe(403);
    const before = await countOf('camps');
    expect((await post(CAMPS, campBody(venueId), cookie)).statusCode).toBe(403);
    expect((await post(`${CAMPS}/${campId}/delete`, undefined, cookie)).statusCode).toBe(403);
    expect(await countOf('camps')).toBe(before);
  });

  it("demo's organiser finds none of riverside's camps: their ids answer 404 and nothing changes", async () => {
    const theirs = await queryOne<{ campId: number; weekId: number }>(
      t,
      sql`select c.id as "campId", w.id as "weekId" from camps c join clubs k on k.id = c.club_id
          join camp_weeks w on w.camp_id = c.id where k.subdomain = 'riverside' limit 1`,
    );
    expect((await get(`${CAMPS}/${theirs.campId}`)).statusCode).toBe(404);
    expect((await get(`${CAMPS}/${theirs.campId}/weeks`)).statusCode).toBe(404);
    expect((await get(`${CAMPS}/${theirs.campId}/week/${theirs.weekId}/days`)).statusCode).toBe(404);
    expect((await get(`${CAMPS}/${theirs.campId}/week/${theirs.weekId}/day/1/bookings`)).statusCode).toBe(404);
    expect((await post(`${CAMPS}/${theirs.campId}`, campBody(venueId))).statusCode).toBe(404);
    const label = await post(`${CAMPS}/update/instanceGroups/label`, { instanceGroupId: theirs.weekId, label: 'Mine' });
    expect(label.statusCode).toBe(404);
    expect((await post(`${CAMPS}/${theirs.campId}/delete`)).statusCode).toBe(404);
    const still = await queryOne<{ name: string; n: number }>(
      t,
      sql`select w.name, (select count(*)::int from camps where id = ${theirs.campId}) as n
          from camp_weeks w where w.id = ${theirs.weekId}`,
    );
    expect(still).toEqual({ name: 'Week 1', n: 1 });
    const listed = (await get('/api/v4/schedule/camps')).json().camps.map((c: AdminCamp) => c.campId);
    expect(listed).not.toContain(theirs.campId);
  });
});
