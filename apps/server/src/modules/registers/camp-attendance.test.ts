import type { AdminCampDay, CampDayBookingsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createCamp, createChildren } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('camp day attendance on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let otherCoach: string;
  let kids: number[];
  let camp: { campId: number; weekId: number };
  let days: AdminCampDay[];

  const dayUrl = (day: AdminCampDay, what: 'attendance' | 'bookings') =>
    `/api/v4/camps/${camp.campId}/week/${camp.weekId}/day/${day.dayOfWeek}/${what}`;
  const mark = (day: AdminCampDay, body: unknown, cookie = cookies.coach, club = 'demo') =>
    t.request({ club, method: 'POST', url: dayUrl(day, 'attendance'), body, cookie });
  const marks = () =>
    queryAll<{ camp_day_id: number; child_id: number; status: string; marked_by_user_id: number }>(
      t,
      sql`select camp_day_id, child_id, status, marked_by_user_id from camp_attendance order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    await createPerson(t, { email: 'camp-other-coach@example.com', memberships: [{ club: 'demo', role: 'coach' }] });
    otherCoach = await t.signIn('demo', 'camp-other-coach@example.com');
    kids = await createChildren(t, DEMO.parent, 2);
    for (const childId of kids) {
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${childId})`,
      );
    }
    const made = await createCamp(t, { capacity: 5 });
    camp = made;
    const book = (childId: number, dayStarts: number[]) =>
      t.request({
        method: 'POST',
        url: `/api/v4/admin-bookings/camp/${camp.campId}`,
        cookie: cookies.organiser,
        body: { childId, weekId: camp.weekId, dayStarts, paidOffline: true },
      });
    expect((await book(kids[0], made.dayStarts.slice(0, 2))).statusCode).toBe(200);
    expect((await book(kids[1], made.dayStarts.slice(0, 1))).statusCode).toBe(200);
    days = (
      await t.request({ url: `/api/v4/camps/${camp.campId}/week/${camp.weekId}/days`, cookie: cookies.organiser })
    ).json().days;
    const coachId = await userIdOf(t, DEMO.coach);
    const added = await t.request({
      method: 'POST',
      url: `/api/v4/registers/camp/${camp.campId}/coaches/add`,
      cookie: cookies.organiser,
      body: { userId: coachId },
    });
    expect(added.statusCode, added.body).toBe(200);
  });
  afterAll(() => t.close());

  it('lets a coach on the camp mark a booked child, shows the mark on the day register, and replaces it when marked again', async () => {
    const coachId = await userIdOf(t, DEMO.coach);
    const marked = await mark(days[0], { childId: kids[0], status: 'present' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ childId: kids[0], dayId: days[0].dayId, status: 'present' });

    const register: CampDayBookingsResponse = (
      await t.request({ url: dayUrl(days[0], 'bookings'), cookie: cookies.coach })
    ).json();
    expect(register.children.map((c) => [c.childId, c.status])).toEqual([
      [kids[0], 'present'],
      [kids[1], null],
    ]);

    expect((await mark(days[0], { childId: kids[0], status: 'absent' }, cookies.organiser)).statusCode).toBe(200);
    const organiserId = await userIdOf(t, DEMO.organiser);
    expect(await marks()).toEqual([
      { camp_day_id: days[0].dayId, child_id: kids[0], status: 'absent', marked_by_user_id: organiserId },
    ]);
    expect(coachId).not.toBe(organiserId);
  });

  it("refuses another coach (403) and another club's organiser (404), writing nothing", async () => {
    const before = await marks();
    const other = await mark(days[0], { childId: kids[1], status: 'present' }, otherCoach);
    expect(other.statusCode, other.body).toBe(403);
    const foreign = await mark(days[0], { childId: kids[1], status: 'present' }, cookies.riverside, 'riverside');
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await mark(days[0], { childId: kids[1], status: 'present' }, cookies.parent)).statusCode).toBe(403);
    expect(await marks()).toEqual(before);
  });

  it('refuses a child not booked that day and a bad status, naming the field', async () => {
    const before = await marks();
    const notBooked = await mark(days[1], { childId: kids[1], status: 'present' });
    expect(notBooked.statusCode, notBooked.body).toBe(400);
    expect(notBooked.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.childId']);
    await expectInputRefused(t, {
      name: 'bad status',
      request: {
        method: 'POST',
        url: dayUrl(days[0], 'attendance'),
        cookie: cookies.coach,
        body: { childId: kids[0], status: 'late' },
      },
      field: 'body.status',
    });
    const noDay = { ...days[0], dayOfWeek: [0, 1, 2, 3, 4, 5, 6].find((n) => !days.some((d) => d.dayOfWeek === n))! };
    expect((await mark(noDay, { childId: kids[0], status: 'present' })).statusCode).toBe(404);
    expect(await marks()).toEqual(before);
  });

  it("writes the week's marks in the register CSV", async () => {
    await mark(days[1], { childId: kids[0], status: 'present' });
    const csv = await t.request({
      url: `/api/v4/camps/${camp.campId}/week/${camp.weekId}/register.csv`,
      cookie: cookies.coach,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain(days[0].date);
    const rowOf = (childId: number) => lines.find((l) => l.startsWith(`Child${kids.indexOf(childId) + 1} Racer`))!;
    expect(rowOf(kids[0]).endsWith(',absent,present,not booked,not booked,not booked')).toBe(true);
    expect(rowOf(kids[1]).endsWith(',,not booked,not booked,not booked,not booked')).toBe(true);
    const refused = await t.request({
      url: `/api/v4/camps/${camp.campId}/week/${camp.weekId}/register.csv`,
      cookie: otherCoach,
    });
    expect(refused.statusCode).toBe(403);
  });
});
