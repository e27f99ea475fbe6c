import type { AdminCamp, CampDayBookingsResponse, CampRegisterSummary } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { adminCalls } from '../../test-support/admin-schedule-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { mondayWeeksAfterTestNow } from '../../test-support/test-dates.js';
import { testDrivers } from '../../test-support/test-database.js';

const campBody = (venueId: number) => ({
  className: 'Coached Camp',
  venue: { venueId },
  description: '',
  ageFrom: 0,
  ageTo: 0,
  capacity: 5,
  weekPrice: 0,
  dayPrice: 0,
  startTime: '09:00',
  endTime: '15:00',
  // A week still to come, so the registers list it at any TEST_NOW.
  weeks: [{ name: 'Week 1', startDate: mondayWeeksAfterTestNow(3), skippedDates: [] }],
});

describe.each(testDrivers)('coaches on camps on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let otherCoach: string;
  let coachId: number;
  let camp: AdminCamp;
  let otherCamp: AdminCamp;

  const post = (url: string, body: unknown, cookie = cookies.organiser) =>
    t.request({ method: 'POST', url, body, cookie });
  const coaches = (action: 'add' | 'remove', userId: number, cookie = cookies.organiser, campId = camp.campId) =>
    post(`/api/v4/registers/camp/${campId}/coaches/${action}`, { userId }, cookie);
  const dayRegister = (cookie: string, c = camp) =>
    t.request({ url: `/api/v4/camps/${c.campId}/week/${c.weeks[0].weekId}/day/1/bookings`, cookie });
  const weekDays = (cookie: string, c = camp) =>
    t.request({ url: `/api/v4/camps/${c.campId}/week/${c.weeks[0].weekId}/days`, cookie });
  const campsListed = async (cookie: string): Promise<CampRegisterSummary[]> =>
    (await t.request({ url: '/api/v4/registers', cookie })).json().camps;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    await createPerson(t, { email: 'other-coach@example.com', memberships: [{ club: 'demo', role: 'coach' }] });
    otherCoach = await t.signIn('demo', 'other-coach@example.com');
    coachId = await userIdOf(t, DEMO.coach);
    const [venueId] = await adminCalls(t, () => cookies.organiser).venueIds();
    camp = (await post('/api/v4/camps', campBody(venueId))).json().camp;
    otherCamp = (await post('/api/v4/camps', campBody(venueId))).json().camp;
  });
  afterAll(() => t.close());

  it('puts a coach on a camp: they see it in their registers and open its day registers, and lose both when taken off', async () => {
    expect((await dayRegister(cookies.coach)).statusCode).toBe(403);
    expect((await weekDays(cookies.coach)).statusCode).toBe(403);
    expect(await campsListed(cookies.coach)).toEqual([]);

    const added = await coaches('add', coachId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().coaches).toEqual([{ userId: coachId, firstName: 'Callum', lastName: 'Coach' }]);
    expect((await coaches('add', coachId)).json().coaches).toHaveLength(1); // twice is once

    const register = await dayRegister(cookies.coach);
    expect(register.statusCode, register.body).toBe(200);
    expect((register.json() as CampDayBookingsResponse).coaches.map((c) => c.userId)).toEqual([coachId]);
    expect((await weekDays(cookies.coach)).statusCode).toBe(200);
    expect(await campsListed(cookies.coach)).toEqual([
      expect.objectContaining({
        campId: camp.campId,
        className: 'Coached Camp',
        weeks: [expect.objectContaining({ weekId: camp.weeks[0].weekId, name: 'Week 1' })],
      }),
    ]);
    // Another camp of the club, and another coach, stay refused.
    expect((await dayRegister(cookies.coach, otherCamp)).statusCode).toBe(403);
    expect((await dayRegister(otherCoach)).statusCode).toBe(403);

    expect((await coaches('remove', coachId)).json().coaches).toEqual([]);
    expect((await dayRegister(cookies.coach)).statusCode).toBe(403);
    expect(await campsListed(cookies.coach)).toEqual([]);
  });

  it("lists every camp for an organiser in 'View Registers'", async () => {
    const ids = (await campsListed(cookies.organiser)).map((c) => c.campId);
    expect(ids).toEqual(expect.arrayContaining([camp.campId, otherCamp.campId]));
  });

  it("refuses a non-coach (400 naming userId), a coach assigning, and another club's organiser, writing nothing", async () => {
    const parent = await coaches('add', await userIdOf(t, DEMO.parent));
    expect(parent.statusCode).toBe(400);
    expect(parent.json().error.issues).toEqual([{ path: 'body.userId', message: expect.any(String) }]);
    expect((await coaches('add', coachId, cookies.coach)).statusCode).toBe(403);
    // riverside's organiser: refused on demo's site, and demo's camp is not there on riverside's.
    expect((await coaches('add', coachId, cookies.riverside)).statusCode).toBe(403);
    const onRiverside = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `/api/v4/registers/camp/${camp.campId}/coaches/add`,
      body: { userId: coachId },
      cookie: cookies.riverside,
    });
    expect(onRiverside.statusCode).toBe(404);
    expect((await coaches('add', coachId, cookies.organiser, 999999)).statusCode).toBe(404);
    expect(await queryAll(t, sql`select 1 from camp_coaches`), 'nothing was assigned').toEqual([]);
  });
});
