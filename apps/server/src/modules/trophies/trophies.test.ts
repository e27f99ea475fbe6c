import type { TrophiesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const CLASS = 'Booking Test Class';
const stage = (name: string, position: number, colour = 'cd7f32') => ({ activity: CLASS, name, position, colour });

describe.each(testDrivers)("the club's grading trophies on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  const call = (method: 'GET' | 'POST', url: string, body?: object, cookie = cookies.organiser, club = 'demo') =>
    t.request({ method, url, body, cookie, club });
  const names = (res: { json(): unknown }) => (res.json() as TrophiesResponse).trophies.map((x) => x.name);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    await createRun(t, { capacity: 5 });
  });
  afterAll(() => t.close());

  it('is off until an organiser switches it on in Options: every trophy route answers 409 saying where', async () => {
    expect((await call('GET', '/api/settings/setting/grading-trophies')).json()).toEqual({ data: 0 });
    for (const [method, url] of [
      ['GET', '/api/v4/trophies'],
      ['POST', '/api/v4/trophies/add'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? stage('Bronze', 1) : undefined);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'TROPHIES_OFF', message: expect.stringContaining('Options') });
    }
    expect((await call('POST', '/api/settings/toggle', { setting: 'grading-trophies' })).json()).toEqual({ data: 1 });
    expect((await call('GET', '/api/settings/toggles')).json().data.settings).toEqual({
      'grading-trophies': 1,
      'sms-booking-confirmations': 0,
    });
    expect((await call('GET', '/api/v4/trophies')).statusCode).toBe(200);
    // Riverside's switch is its own.
    const riverside = await call(
      'GET',
      '/api/settings/setting/grading-trophies',
      undefined,
      cookies.riverside,
      'riverside',
    );
    expect(riverside.json()).toEqual({ data: 0 });
  });

  it("defines levels per class in their order, lists the club's classes, renames and removes them", async () => {
    const first = await call('POST', '/api/v4/trophies/add', stage('Silver', 2, 'c0c0c0'));
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as TrophiesResponse).activities).toContain(CLASS);
    expect(names(await call('POST', '/api/v4/trophies/add', stage('Bronze', 1)))).toEqual(['Bronze', 'Silver']);
    const gold = await call('POST', '/api/v4/trophies/add', stage('Gold', 3, 'ffd700'));
    const goldId = (gold.json() as TrophiesResponse).trophies.find((x) => x.name === 'Gold')!.trophyId;
    const moved = await call('POST', `/api/v4/trophies/${goldId}/update`, stage('Gold star', 1, 'ffd700'));
    expect(names(moved)).toEqual(['Bronze', 'Gold star', 'Silver']);
    expect(names(await call('POST', `/api/v4/trophies/${goldId}/remove`))).toEqual(['Bronze', 'Silver']);
  });

  it.each([
    [stage('Bronze', 1), 'body.name', messages.trophies.nameTaken],
    [stage('Red', 1, '#ff0000'), 'body.colour', undefined],
    [stage('', 1), 'body.name', undefined],
    [stage('Red', 0), 'body.position', undefined],
    [{ ...stage('Red', 1), activity: '' }, 'body.activity', undefined],
  ])('refuses %j with a 400 naming %s, writing nothing', async (body, path, message) => {
    const before = await queryAll(t, sql`select * from trophies order by id`);
    const res = await call('POST', '/api/v4/trophies/add', body);
    expect(res.statusCode, res.body).toBe(400);
    const issue = (res.json().error.issues as { path: string; message: string }[]).find((i) => i.path === path);
    expect(issue, res.body).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    expect(await queryAll(t, sql`select * from trophies order by id`)).toEqual(before);
  });

  it("answers 404 for another club's trophy, and refuses coaches and parents the definitions", async () => {
    const [bronze] = (await call('GET', '/api/v4/trophies')).json().trophies as TrophiesResponse['trophies'];
    await call('POST', '/api/settings/toggle', { setting: 'grading-trophies' }, cookies.riverside, 'riverside');
    const elsewhere = await call(
      'POST',
      `/api/v4/trophies/${bronze.trophyId}/remove`,
      undefined,
      cookies.riverside,
      'riverside',
    );
    expect(elsewhere.statusCode).toBe(404);
    for (const cookie of [cookies.coach, cookies.parent])
      expect((await call('POST', '/api/v4/trophies/add', stage('Coach made', 4), cookie)).statusCode).toBe(403);
    expect(names(await call('GET', '/api/v4/trophies'))).toEqual(['Bronze', 'Silver']);
  });
});
