import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { signInDemoPeople } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)("a register's CSV on %s", (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  let runId: number;
  let sessionIds: number[];
  let kids: number[];

  const csvUrl = (id = runId) => `/api/v4/registers/run/${id}/export.csv`;

  beforeAll(async () => {
    t = await createTestApp(driver);
    Object.assign(cookies, await signInDemoPeople(t));
    kids = await createChildren(t, DEMO.parent, 2);
    await t.db.execute(sql`update children set first_name = 'Ada', last_name = 'Lovelace',
      medical_notes = '=HYPERLINK("http://evil.example")', allergy_notes = 'Nuts, "all kinds"' where id = ${kids[0]}`);
    await t.db.execute(sql`update children set first_name = 'Ben', last_name = 'Byte' where id = ${kids[1]}`);
    ({ runId } = await createRun(t, { capacity: 10, sessions: 2, ...FREE_RUN }));
    await t.db.execute(sql`update runs set class_name = 'Mini "Kickers"' where id = ${runId}`);
    for (const childId of kids) await bookFree(t, cookies.parent, { type: 'term', childId, runId });
    sessionIds = (
      await queryAll<{ id: number }>(t, sql`select id from run_sessions where run_id = ${runId} order by starts_at`)
    ).map((s) => s.id);
    const mark = (sessionId: number, childId: number, status: string) =>
      t.request({
        method: 'POST',
        url: `/api/v4/registers/run/${runId}/session/${sessionId}/attendance`,
        cookie: cookies.organiser,
        body: { childId, status },
      });
    expect((await mark(sessionIds[0], kids[0], 'present')).statusCode).toBe(200);
    expect((await mark(sessionIds[0], kids[1], 'absent')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('downloads one row a child, one column a session date, quoting and defusing what was typed', async () => {
    const res = await t.request({ url: csvUrl(), cookie: cookies.organiser });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mini _Kickers_ register.csv"; filename*=UTF-8''Mini%20%22Kickers%22%20register.csv`,
    );
    const dates = (
      await queryAll<{ d: string }>(
        t,
        sql`select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as d
          from run_sessions where run_id = ${runId} order by starts_at`,
      )
    ).map((r) => r.d);
    expect(res.body).toBe(
      [
        `Child,Age,Parent,Phone,Medical notes,Allergies,Special educational needs,${dates.join(',')}`,
        `Ada Lovelace,7,Priya Parent,07700900123,"'=HYPERLINK(""http://evil.example"")","Nuts, ""all kinds""",,present,`,
        `Ben Byte,7,Priya Parent,07700900123,,,,absent,`,
        '',
      ].join('\r\n'),
    );
  });

  it('is refused to a coach not assigned to the run (403) and given once they are', async () => {
    const denied = await t.request({ url: csvUrl(), cookie: cookies.coach });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('Lovelace');
    const coachId = await userIdOf(t, DEMO.coach);
    const add = `/api/v4/registers/run/${runId}/coaches/add`;
    await t.request({ method: 'POST', url: add, cookie: cookies.organiser, body: { userId: coachId } });
    const allowed = await t.request({ url: csvUrl(), cookie: cookies.coach });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('Ada Lovelace');
  });

  it("answers 404 for another club's run and 403 to a parent", async () => {
    const foreign = await t.request({ club: 'riverside', url: csvUrl(), cookie: cookies.riverside });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Lovelace');
    expect((await t.request({ url: csvUrl(), cookie: cookies.parent })).statusCode).toBe(403);
  });
});
