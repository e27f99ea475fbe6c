import { messages } from '@clubroom/domain/messages';
import type { RegisterResponse, RegisterSummary } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { childIdNamed, signInDemoPeople } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('registers on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  let runId: number;
  let sessionIds: number[];
  let sessionStarts: number[];
  let arjun: number;
  let maya: number;
  let zoe: number;

  const registerUrl = (id = runId) => `/api/v4/registers/run/${id}`;
  const markUrl = (sessionId: number, id = runId) => `${registerUrl(id)}/session/${sessionId}/attendance`;
  const getRegister = (cookie: string, id = runId) => t.request({ url: registerUrl(id), cookie });
  const mark = (cookie: string, sessionId: number, body: object, id = runId) =>
    t.request({ method: 'POST', url: markUrl(sessionId, id), cookie, body });
  const coaches = (action: 'add' | 'remove', userId: number, cookie = cookies.organiser) =>
    t.request({ method: 'POST', url: `${registerUrl()}/coaches/${action}`, cookie, body: { userId } });
  const attendanceRows = () =>
    queryAll<{ child_id: number; run_session_id: number; status: string; marked_by_user_id: number }>(
      t,
      sql`select child_id, run_session_id, status, marked_by_user_id from attendance order by id`,
    );
  const childId = (firstName: string) => childIdNamed(t, firstName);

  beforeAll(async () => {
    t = await createTestApp(driver);
    Object.assign(cookies, await signInDemoPeople(t));
    [arjun, maya, zoe] = [await childId('Arjun'), await childId('Maya'), await childId('Zoe')];

    const run = await createRun(t, { capacity: 10, sessions: 3, ...FREE_RUN });
    ({ runId, sessionStarts } = run);
    await bookFree(t, cookies.parent, { type: 'term', childId: arjun, runId });
    await bookFree(t, cookies.parent, { type: 'trial', childId: maya, runId, sessionStart: run.sessionStarts[1] });
    sessionIds = (
      await queryAll<{ id: number }>(t, sql`select id from run_sessions where run_id = ${runId} order by starts_at`)
    ).map((s) => s.id);
    await t.db.execute(sql`update children set medical_notes = 'Asthma: inhaler in bag', allergy_notes = 'Peanuts'
      where id = ${arjun}`);
    await t.db.execute(sql`insert into emergency_contacts (child_id, position, name, relation, phone)
      values (${arjun}, 1, 'Gran Parent', 'Grandmother', '07700900999')`);
    await t.db.execute(sql`insert into photo_permissions (club_id, child_id, allowed, answered_at)
      values ((select id from clubs where subdomain = 'demo'), ${maya}, false, now())
      on conflict (club_id, child_id) do update set allowed = false`);
  });
  afterAll(() => t.close());

  describe("reading a run's register", () => {
    it("lists the children in the club's order: by first name, or by last name once the club chooses it", async () => {
      const namesOnRegister = async () =>
        ((await getRegister(cookies.organiser)).json() as RegisterResponse).children.map((c) => c.firstName);
      const chooseOrder = (order: string) =>
        t.request({
          method: 'POST',
          url: `/api/settings/dropdown/${order}`,
          body: { setting: 'register-order' },
          cookie: cookies.organiser,
        });
      const lastNames = await queryAll<{ id: number; last_name: string }>(
        t,
        sql`select id, last_name from children where id in (${arjun}, ${maya})`,
      );
      await t.db.execute(sql`update children set last_name = 'Zephyr' where id = ${arjun}`);
      await t.db.execute(sql`update children set last_name = 'Adams' where id = ${maya}`);
      try {
        expect(await namesOnRegister()).toEqual(['Arjun', 'Maya']);
        expect((await chooseOrder('last-name')).statusCode).toBe(200);
        expect(await namesOnRegister()).toEqual(['Maya', 'Arjun']);
        const csv = await t.request({ url: `${registerUrl()}/export.csv`, cookie: cookies.organiser });
        expect(csv.body.indexOf('Maya')).toBeLessThan(csv.body.indexOf('Arjun'));
      } finally {
        expect((await chooseOrder('first-name')).statusCode).toBe(200);
        for (const row of lastNames) {
          await t.db.execute(sql`update children set last_name = ${row.last_name} where id = ${row.id}`);
        }
      }
    });

    it('shows the organiser the run, its sessions and each child booked, with notes, contacts and photo refusals', async () => {
      const res = await getRegister(cookies.organiser);
      expect(res.statusCode, res.body).toBe(200);
      const register: RegisterResponse = res.json();
      expect(register.run).toMatchObject({ runId, className: 'Booking Test Class', termName: 'Booking test term' });
      expect(register.sessions.map((s) => s.sessionId)).toEqual(sessionIds);
      expect(register.children.map((c) => c.firstName)).toEqual(['Arjun', 'Maya']);
      const [arjunRow, mayaRow] = register.children;
      expect(arjunRow).toMatchObject({
        childId: arjun,
        ageYears: 7,
        schoolYear: '3',
        trialSessionId: null,
        sessionIds,
        photoPermissionRefused: false,
        medicalNotes: 'Asthma: inhaler in bag',
        allergyNotes: 'Peanuts',
        parent: { name: 'Priya Parent', phone: '07700900123' },
        emergencyContacts: [{ name: 'Gran Parent', relation: 'Grandmother', phone: '07700900999' }],
        attendance: [],
      });
      // A trial: one session only, and the parent said no to photos.
      expect(mayaRow).toMatchObject({
        childId: maya,
        trialSessionId: sessionIds[1],
        sessionIds: [sessionIds[1]],
        photoPermissionRefused: true,
        medicalNotes: null,
      });
    });

    it('opens it to a franchise manager too, who counts as an organiser', async () => {
      await createPerson(t, {
        email: 'franchise-registers@example.com',
        memberships: [{ club: 'demo', role: 'franchise_manager' }],
      });
      const cookie = await t.signIn('demo', 'franchise-registers@example.com');
      const res = await getRegister(cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as RegisterResponse).children).toHaveLength(2);
    });

    it('refuses a coach not assigned to the run (403) and a parent (403)', async () => {
      const coach = await getRegister(cookies.coach);
      expect(coach.statusCode).toBe(403);
      expect(coach.json().error.code).toBe('FORBIDDEN');
      expect(coach.body).not.toContain('Asthma');
      expect((await getRegister(cookies.parent)).statusCode).toBe(403);
    });

    it("answers 404 for another club's run, to that club's organiser, and for a run that does not exist", async () => {
      const otherClub = await t.request({ club: 'riverside', url: registerUrl(), cookie: cookies.riverside });
      expect(otherClub.statusCode).toBe(404);
      expect(otherClub.body).not.toContain('Arjun');
      expect((await getRegister(cookies.organiser, 999999)).statusCode).toBe(404);
    });
  });

  describe('assigning coaches', () => {
    it('gives an assigned coach the register and its place in their list, and takes both away again', async () => {
      const coachId = await userIdOf(t, DEMO.coach);
      const listOfCoach = async () =>
        ((await t.request({ url: '/api/v4/registers', cookie: cookies.coach })).json().registers as RegisterSummary[])
          .map((r) => r.runId)
          .includes(runId);
      expect(await listOfCoach()).toBe(false);

      const added = await coaches('add', coachId);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().coaches).toEqual([{ userId: coachId, firstName: 'Callum', lastName: 'Coach' }]);
      expect((await coaches('add', coachId)).json().coaches).toHaveLength(1); // twice is once
      expect((await getRegister(cookies.coach)).statusCode).toBe(200);
      expect(await listOfCoach()).toBe(true);

      const removed = await coaches('remove', coachId);
      expect(removed.json().coaches).toEqual([]);
      expect((await getRegister(cookies.coach)).statusCode).toBe(403);
      expect(await listOfCoach()).toBe(false);
    });

    it("refuses to assign someone who is not one of the club's coaches, naming userId, and coaches may not assign", async () => {
      const res = await coaches('add', await userIdOf(t, DEMO.parent));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toEqual([{ path: 'body.userId', message: expect.any(String) }]);
      expect((await coaches('add', await userIdOf(t, DEMO.coach), cookies.coach)).statusCode).toBe(403);
      expect(await queryAll(t, sql`select 1 from run_coaches where run_id = ${runId}`), 'nothing was assigned').toEqual(
        [],
      );
    });
  });

  describe('marking attendance', () => {
    it('records a mark and who made it; marking again replaces it (one row), as the register then shows', async () => {
      const organiserId = await userIdOf(t, DEMO.organiser);
      const first = await mark(cookies.organiser, sessionIds[0], { childId: arjun, status: 'present' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ childId: arjun, sessionId: sessionIds[0], status: 'present' });
      const again = await mark(cookies.organiser, sessionIds[0], { childId: arjun, status: 'present' });
      expect(again.statusCode).toBe(200);
      const changed = await mark(cookies.organiser, sessionIds[0], { childId: arjun, status: 'absent' });
      expect(changed.json().status).toBe('absent');

      expect(await attendanceRows()).toEqual([
        { child_id: arjun, run_session_id: sessionIds[0], status: 'absent', marked_by_user_id: organiserId },
      ]);
      const register: RegisterResponse = (await getRegister(cookies.organiser)).json();
      expect(register.children[0].attendance).toEqual([{ sessionId: sessionIds[0], status: 'absent' }]);
    });

    it('lets an assigned coach mark, recorded as theirs, and refuses an unassigned one', async () => {
      const coachId = await userIdOf(t, DEMO.coach);
      expect((await mark(cookies.coach, sessionIds[1], { childId: maya, status: 'present' })).statusCode).toBe(403);
      await coaches('add', coachId);
      const res = await mark(cookies.coach, sessionIds[1], { childId: maya, status: 'present' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await attendanceRows()).at(-1)).toEqual({
        child_id: maya,
        run_session_id: sessionIds[1],
        status: 'present',
        marked_by_user_id: coachId,
      });
      await coaches('remove', coachId);
    });

    it("refuses a child not on the run or not on that session (400 naming childId), another run's session (404) and a bad status, writing nothing", async () => {
      const before = await attendanceRows();
      const notBooked = await mark(cookies.organiser, sessionIds[0], { childId: zoe, status: 'present' });
      expect(notBooked.statusCode).toBe(400);
      expect(notBooked.json().error.issues).toEqual([{ path: 'body.childId', message: expect.any(String) }]);

      const other = await createRun(t, { capacity: 5, sessions: 1, ...FREE_RUN });
      const [otherSession] = await queryAll<{ id: number }>(
        t,
        sql`select id from run_sessions where run_id = ${other.runId}`,
      );
      expect((await mark(cookies.organiser, otherSession.id, { childId: arjun, status: 'present' })).statusCode).toBe(
        404,
      );
      // Maya's trial is the second session only: her place gives her no other.
      const offTrial = await mark(cookies.organiser, sessionIds[0], { childId: maya, status: 'present' });
      expect(offTrial.statusCode).toBe(400);
      expect(offTrial.json().error.issues).toEqual([
        { path: 'body.childId', message: messages.registers.notBookedOnSession },
      ]);
      const badStatus = await mark(cookies.organiser, sessionIds[0], { childId: arjun, status: 'late' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().error.issues[0].path).toBe('body.status');
      expect(await attendanceRows()).toEqual(before);
    });
  });

  describe("the registers list ('View Registers')", () => {
    it('shows an organiser every run of current terms, with its next session and children booked', async () => {
      const res = await t.request({ url: '/api/v4/registers', cookie: cookies.organiser });
      expect(res.statusCode).toBe(200);
      const registers: RegisterSummary[] = res.json().registers;
      const mine = registers.find((r) => r.runId === runId);
      expect(mine).toMatchObject({ childrenCount: 2, termName: 'Booking test term' });
      expect(mine?.nextSessionTime).toBe(sessionStarts[0]);
      expect(registers.length).toBeGreaterThan(1);
    });

    it("gives each run its ages and its first weekly class time (Monday first), to order a move's choices", async () => {
      const other = await createRun(t, { capacity: 5, ageFromMonths: 48, ageToMonths: 95, ...FREE_RUN });
      // Sunday 09:30 comes last in a Monday-first week: Tuesday 17:00 is the first class time.
      for (const [dow, hour, minute] of [
        [0, 9, 30],
        [2, 17, 0],
      ])
        await t.db.execute(sql`insert into run_class_times (club_id, run_id, day_of_week, start_hour, start_minute,
          duration_minutes) values ((select id from clubs where subdomain = 'demo'), ${other.runId}, ${dow}, ${hour},
          ${minute}, 60)`);
      const registers: RegisterSummary[] = (
        await t.request({ url: '/api/v4/registers', cookie: cookies.organiser })
      ).json().registers;
      expect(registers.find((r) => r.runId === other.runId)).toMatchObject({
        ageFrom: 48,
        ageTo: 95,
        weekMinute: 1 * 24 * 60 + 17 * 60,
      });
      expect(registers.find((r) => r.runId === runId)).toMatchObject({ ageFrom: 0, ageTo: 0, weekMinute: null });
    });

    it("shows a coach only the runs they take (the demo coach's football runs)", async () => {
      const res = await t.request({ url: '/api/v4/registers', cookie: cookies.coach });
      const registers: RegisterSummary[] = res.json().registers;
      expect(registers.length).toBeGreaterThan(0);
      expect(new Set(registers.map((r) => r.className))).toEqual(new Set(['Football Academy', 'Junior Football']));
    });
  });
});
