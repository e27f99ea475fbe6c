import type { AdminCamp, CampEmergencyContactsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, userIdOf } from '../../test-support/accounts.js';
import { adminCalls } from '../../test-support/admin-schedule-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('emergency contacts per camp on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let camp: AdminCamp;
  const url = (query = '', campId = camp.campId) => `/api/v4/camps/${campId}/emergency-contacts${query}`;
  const get = (u: string, cookie = cookies.organiser) => t.request({ url: u, cookie });
  const book = (dayId: number, firstName: string) =>
    t.db.execute(sql`insert into bookings (club_id, camp_day_id, child_id, kind)
      select d.club_id, d.id, c.id, 'camp-days' from camp_days d, children c
      where d.id = ${dayId} and c.first_name = ${firstName}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    const [venueId] = await adminCalls(t, () => cookies.organiser).venueIds();
    const res = await t.request({
      method: 'POST',
      url: '/api/v4/camps',
      cookie: cookies.organiser,
      body: {
        className: 'Safety Camp',
        venue: { venueId },
        description: '',
        ageFrom: 0,
        ageTo: 0,
        capacity: 5,
        weekPrice: 0,
        dayPrice: 0,
        startTime: '09:00',
        endTime: '15:00',
        weeks: [
          { name: 'Week 1', startDate: '2026-11-02', skippedDates: [] },
          { name: 'Week 2', startDate: '2026-11-09', skippedDates: [] },
        ],
      },
    });
    camp = res.json().camp;
    // Arjun on two days of week 1 (listed once), Maya on week 2.
    await book(camp.weeks[0].days[0].dayId, 'Arjun');
    await book(camp.weeks[0].days[1].dayId, 'Arjun');
    await book(camp.weeks[1].days[0].dayId, 'Maya');
    await t.db.execute(sql`update children set medical_notes = 'Asthma: inhaler in bag' where first_name = 'Arjun'`);
    await t.db.execute(sql`insert into emergency_contacts (child_id, position, name, relation, phone)
      select id, 1, 'Gran Parent', 'Grandmother', '07700900999' from children where first_name = 'Arjun'`);
  });
  afterAll(() => t.close());

  it('lists every child booked on the camp once, with notes and emergency contacts; a week narrows it', async () => {
    const res = await get(url());
    expect(res.statusCode, res.body).toBe(200);
    const all: CampEmergencyContactsResponse = res.json();
    expect(all.week).toBeNull();
    expect(all.weeks.map((w) => w.name)).toEqual(['Week 1', 'Week 2']);
    expect(all.children.map((c) => c.firstName)).toEqual(['Arjun', 'Maya']);
    expect(all.children[0]).toMatchObject({
      medicalNotes: 'Asthma: inhaler in bag',
      emergencyContacts: [{ name: 'Gran Parent', relation: 'Grandmother', phone: '07700900999' }],
    });

    const week2: CampEmergencyContactsResponse = (await get(url(`?weekId=${camp.weeks[1].weekId}`))).json();
    expect(week2.week).toEqual({ weekId: camp.weeks[1].weekId, name: 'Week 2' });
    expect(week2.children.map((c) => c.firstName)).toEqual(['Maya']);
  });

  it('downloads them as a CSV', async () => {
    const res = await t.request({
      url: `/api/v4/camps/${camp.campId}/emergency-contacts.csv`,
      cookie: cookies.organiser,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Safety Camp emergency contacts.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Emergency contacts');
    expect(lines[1]).toContain('Gran Parent (Grandmother) 07700900999');
    expect(lines).toHaveLength(3);
  });

  it('opens to a coach on the camp only; refuses a parent, another club, a bad or foreign week', async () => {
    expect((await get(url(), cookies.coach)).statusCode).toBe(403);
    await t.request({
      method: 'POST',
      url: `/api/v4/registers/camp/${camp.campId}/coaches/add`,
      cookie: cookies.organiser,
      body: { userId: await userIdOf(t, DEMO.coach) },
    });
    expect((await get(url(), cookies.coach)).statusCode).toBe(200);
    expect((await get(url(), cookies.parent)).statusCode).toBe(403);
    const foreign = await t.request({ club: 'riverside', url: url(), cookie: cookies.riverside });
    expect(foreign.statusCode).toBe(404);
    const bad = await get(url('?weekId=abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([expect.objectContaining({ path: expect.stringContaining('weekId') })]);
    expect((await get(url('?weekId=999999'))).statusCode).toBe(404);
  });
});
