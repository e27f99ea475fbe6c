import type { Award, RunTrophies, TrophiesResponse } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import {
  childIdNamed,
  signInDemoPeople,
  signInNewParent,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { moveUpSuggestions } from './index.js';

const DAY_MS = 86_400_000;

describe.each(testDrivers)('awarding trophies from the register on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let runId: number;
  let nextTermRunId: number;
  let arjun: number;
  let zoe: number;
  let bronze: number;
  let silver: number;
  let otherClassTrophy: number;
  const url = (path = '', id = runId) => `/api/v4/registers/run/${id}/trophies${path}`;
  const call = (method: 'GET' | 'POST', path: string, cookie: string, body?: object, club = 'demo') =>
    t.request({ method, url: path, cookie, body, club });
  const award = (body: object, cookie = cookies.coach) => call('POST', url('/award'), cookie, body);
  const emailJob = (awardId: number) =>
    t.runJob('trophy-award-email', { clubId: 1, awardId, origin: 'http://demo.localhost', clubName: 'Demo' });

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    [arjun, zoe] = [await childIdNamed(t, 'Arjun'), await childIdNamed(t, 'Zoe')];
    ({ runId } = await createRun(t, { capacity: 5, ...FREE_RUN }));
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 90 * DAY_MS)); // next term's run of the same class
    ({ runId: nextTermRunId } = await createRun(t, { capacity: 5, ...FREE_RUN }));
    t.clock.set(now);
    await bookFree(t, cookies.parent, { type: 'term', childId: arjun, runId });
    const post = (path: string, body?: object) => call('POST', path, cookies.organiser, body);
    await post('/api/settings/toggle', { setting: 'grading-trophies' });
    // Riverside has trophies too, so its answers for demo's ids are about demo's, not its own switch.
    await call('POST', '/api/settings/toggle', cookies.riverside, { setting: 'grading-trophies' }, 'riverside');
    await post(`/api/v4/registers/run/${runId}/coaches/add`, { userId: await userIdOf(t, DEMO.coach) });
    const add = (name: string, position: number, activity = 'Booking Test Class') =>
      post('/api/v4/trophies/add', { activity, name, position, colour: 'cd7f32' });
    await add('Bronze', 1);
    await add('Silver', 2);
    const all = (await add('Other class badge', 1, 'Tennis')).json() as TrophiesResponse;
    [bronze, silver, otherClassTrophy] = ['Bronze', 'Silver', 'Other class badge'].map(
      (name) => all.trophies.find((x) => x.name === name)!.trophyId,
    );
  });
  afterAll(() => t.close());

  it("gives the run's coach the class's levels in order and the run suggested for next term", async () => {
    const res = await call('GET', url(), cookies.coach);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RunTrophies;
    expect(body.trophies.map((x) => x.name)).toEqual(['Bronze', 'Silver']);
    expect(body).toMatchObject({ awards: [], readyToMoveUp: [], nextLevelRun: { runId: nextTermRunId } });
  });

  it('awards with one tap (a second tap is the same award), emails the family once after the undo window', async () => {
    const first = await award({ childId: arjun, trophyId: bronze });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json() as Award;
    expect(made).toMatchObject({ childId: arjun, trophyId: bronze });
    expect((await award({ childId: arjun, trophyId: bronze })).json()).toEqual(made);
    await emailJob(made.awardId);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Arjun has earned Bronze!');
    expect(mail?.text).toContain(`http://demo.localhost/dashboard/children/${arjun}`);
    await emailJob(made.awardId); // a retry sends nothing again
    expect((await t.latestMail(DEMO.parent))?.subject).toBe('Arjun has earned Bronze!');
    // In the family's inbox at the club too, once.
    expect((await inboxSubjects(t, cookies.parent)).filter((s) => s === 'Arjun has earned Bronze!')).toHaveLength(1);
    expect(((await call('GET', url(), cookies.coach)).json() as RunTrophies).awards).toEqual([made]);
  });

  it('undoes a mistaken tap: the award is gone and its email never goes', async () => {
    const made = (await award({ childId: arjun, trophyId: silver })).json() as Award;
    const undo = await call('POST', url(`/award/${made.awardId}/undo`), cookies.coach);
    expect(undo.json()).toEqual({ undone: true });
    await emailJob(made.awardId);
    expect((await t.latestMail(DEMO.parent))?.subject).toBe('Arjun has earned Bronze!');
    expect((await call('POST', url(`/award/${made.awardId}/undo`), cookies.coach)).statusCode).toBe(404);
  });

  it.each([
    ['a trophy of another class', () => ({ childId: arjun, trophyId: otherClassTrophy }), 'body.trophyId'],
    ['a child not on the run', () => ({ childId: zoe, trophyId: bronze }), 'body.childId'],
    ['no child', () => ({ trophyId: bronze }), 'body.childId'],
  ])('refuses %s with a 400 naming the field', async (_case, body, path) => {
    const res = await award(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("lets only the run's coaches and organisers award: a parent 403, another run 403, another club 404", async () => {
    expect((await award({ childId: arjun, trophyId: bronze }, cookies.parent)).statusCode).toBe(403);
    expect((await call('GET', url('', nextTermRunId), cookies.coach)).statusCode).toBe(403);
    const riverside = await call('GET', url(), cookies.riverside, undefined, 'riverside');
    expect(riverside.statusCode).toBe(404);
  });

  it("marks a child ready to move up, suggested for the next term's run (as auto-enrol reads it), and unmarks them", async () => {
    const mark = (ready: boolean) =>
      call('POST', `/api/v4/registers/run/${runId}/move-up`, cookies.coach, { childId: arjun, ready });
    expect((await mark(true)).json()).toEqual({ readyToMoveUp: [arjun] });
    expect((await mark(true)).json()).toEqual({ readyToMoveUp: [arjun] });
    expect(await moveUpSuggestions(t)(1, { id: runId, className: 'Booking Test Class' })).toEqual({
      childIds: [arjun],
      suggestedRunId: nextTermRunId,
    });
    expect((await mark(false)).json()).toEqual({ readyToMoveUp: [] });
    const notOnRun = await call('POST', `/api/v4/registers/run/${runId}/move-up`, cookies.coach, {
      childId: zoe,
      ready: true,
    });
    expect(notOnRun.statusCode).toBe(400);
  });

  it("shows the family their child's trophies and certificate, and nobody else's", async () => {
    const history = await call('GET', `/api/v4/people/child/${arjun}/trophies`, cookies.parent);
    expect(history.statusCode, history.body).toBe(200);
    const [held] = history.json().awards;
    expect(held).toMatchObject({ trophyName: 'Bronze', activity: 'Booking Test Class', colour: 'cd7f32' });
    const pdf = await call('GET', `/api/v4/trophies/award/${held.awardId}/certificate.pdf`, cookies.parent);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call('GET', `/api/v4/trophies/award/${held.awardId}/certificate.pdf`, cookies.organiser)).statusCode,
    ).toBe(200);
    const stranger = await signInNewParent(t, 'stranger@example.com');
    for (const [path, cookie] of [
      [`/api/v4/people/child/${arjun}/trophies`, stranger.cookie],
      [`/api/v4/trophies/award/${held.awardId}/certificate.pdf`, stranger.cookie],
      [`/api/v4/trophies/award/${held.awardId}/certificate.pdf`, cookies.coach],
    ] as const)
      expect((await call('GET', path, cookie)).statusCode, path).toBe(404);
    const elsewhere = await call(
      'GET',
      `/api/v4/trophies/award/${held.awardId}/certificate.pdf`,
      cookies.riverside,
      undefined,
      'riverside',
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps a held trophy (409 saying who holds it) and hides everything once switched off', async () => {
    const remove = await call('POST', `/api/v4/trophies/${bronze}/remove`, cookies.organiser);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toContain('held by 1 child');
    await call('POST', '/api/settings/toggle', cookies.organiser, { setting: 'grading-trophies' });
    for (const [method, path, cookie] of [
      ['GET', url(), cookies.coach],
      ['POST', url('/award'), cookies.coach],
      ['GET', `/api/v4/people/child/${arjun}/trophies`, cookies.parent],
    ] as const) {
      const res = await call(
        method,
        path,
        cookie,
        method === 'POST' ? { childId: arjun, trophyId: bronze } : undefined,
      );
      expect(res.json().error?.code, path).toBe('TROPHIES_OFF');
    }
  });
});
