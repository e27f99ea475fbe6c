import type { Child } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, switchedInto } from '../../test-support/accounts.js';
import { accountTablesDigest, expectInputRefused } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { childForStaff } from './index.js';

const GET = '/api/v4/people/person/photo-permissions';
const UPDATE = '/api/v4/people/person/update-photo-permissions';

describe.each(testDrivers)('photo permissions, club connections and clubs of a parent on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let otherParent: string;
  let arjun: Child;
  let maya: Child;
  let demoId: number;
  let riversideId: number;
  const clubId = async (subdomain: string) =>
    (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = ${subdomain}`)).id;
  const post = (url: string, body: unknown, cookie = parent, club: string | null = 'demo') =>
    t.request({ method: 'POST', club, url, cookie, body });

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    await createPerson(t, { email: 'perm-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    otherParent = await t.signIn('demo', 'perm-other@example.com');
    [arjun, maya] = (await t.request({ url: '/api/v4/people/parent/children', cookie: parent })).json().children;
    demoId = await clubId('demo');
    riversideId = await clubId('riverside');
  });
  afterAll(() => t.close());

  it("answers none until the parent answers, then the answer for this club only; '0' is no", async () => {
    expect((await post(GET, { personId: arjun.personId })).json()).toEqual({ clientId: demoId, data: null });
    const yes = await post(UPDATE, { personId: arjun.personId, status: '1', clientId: demoId });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ clientId: demoId, data: { personId: arjun.personId, clientId: demoId, status: '1' } });
    expect((await post(GET, { personId: arjun.personId })).json()).toEqual({
      clientId: demoId,
      data: { personId: arjun.personId, clientId: demoId, status: '1' },
    });
    await post(UPDATE, { personId: arjun.personId, status: '0', clientId: demoId });
    expect((await post(GET, { personId: arjun.personId })).json().data.status).toBe('0');
    // Riverside's question is its own.
    const riverside = await t.signIn('riverside', DEMO.parent);
    expect((await post(GET, { personId: arjun.personId }, riverside, 'riverside')).json()).toEqual({
      clientId: riversideId,
      data: null,
    });
    expect((await post(GET, { personId: maya.personId })).json()).toEqual({ clientId: demoId, data: null });
  });

  it("refuses an answer for another club than the site's, another parent's child, or in a switched session", async () => {
    const switchedSession = await switchedInto(t, DEMO.parent);
    const before = await accountTablesDigest(t);
    const otherClub = await post(UPDATE, { personId: maya.personId, status: '1', clientId: riversideId });
    expect(otherClub.statusCode).toBe(400);
    expect(otherClub.json().error.issues).toEqual([{ path: 'body.clientId', message: "must be this club's id" }]);
    const notTheirs = await post(UPDATE, { personId: maya.personId, status: '1', clientId: demoId }, otherParent);
    expect(notTheirs.statusCode).toBe(404);
    expect((await post(GET, { personId: maya.personId }, otherParent)).statusCode).toBe(404);
    const switched = await post(UPDATE, { personId: maya.personId, status: '1', clientId: demoId }, switchedSession);
    expect(switched.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
    expect(
      (await post(UPDATE, { personId: maya.personId, status: '1', clientId: demoId }, parent, null)).statusCode,
    ).toBe(404);
    expect(await accountTablesDigest(t)).toBe(before);
  });

  it.each([
    ['status missing', { clientId: 1 }, 'body.status'],
    ['status "Please select"', { status: '', clientId: 1 }, 'body.status'],
    ['status yes', { status: 'yes', clientId: 1 }, 'body.status'],
    ['clientId missing', { status: '1' }, 'body.clientId'],
    ['personId a string', { personId: 'x', status: '1', clientId: 1 }, 'body.personId'],
  ])('refuses an answer with %s, naming the field', async (_, body, field) => {
    const res = await expectInputRefused(t, {
      name: field,
      request: { method: 'POST', url: UPDATE, cookie: parent, body: { personId: arjun.personId, ...body } },
      field,
    });
    if (field === 'body.status') {
      expect(res.json().error.issues).toContainEqual({
        path: 'body.status',
        message: 'Answering this question is compulsory',
      });
    }
  });

  it("answers the child's membership of the site's club", async () => {
    const connection = (cookie: string, club: string, id = arjun.personId) =>
      t.request({ club, url: `/api/v4/people/${id}/club/connection`, cookie });
    expect((await connection(parent, 'demo')).json()).toEqual({ connected: true, connectedAt: expect.any(String) });
    expect((await connection(await t.signIn('riverside', DEMO.parent), 'riverside')).json()).toEqual({
      connected: false,
      connectedAt: null,
    });
    expect((await connection(otherParent, 'demo')).statusCode).toBe(404);
  });

  it('lists the clubs a parent belongs to, for the club switcher', async () => {
    const res = await t.request({ club: null, url: '/api/v4/parent/clients/logo-urls', cookie: parent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ clientId: demoId, name: expect.any(String), url: 'http://demo.localhost:3000/', logoUrl: null }],
    });
    const none = await t.request({
      url: '/api/v4/parent/clients/logo-urls',
      cookie: await t.signIn('demo', DEMO.coach),
    });
    expect(none.json()).toEqual({ data: [] });
  });

  it("shows a child to a club's staff only where the child is a member", async () => {
    const forStaff = childForStaff({ db: t.db, clock: t.clock.now });
    expect(await forStaff({ id: demoId }, arjun.personId)).toMatchObject({
      personId: arjun.personId,
      firstName: 'Arjun',
    });
    expect(await forStaff({ id: riversideId }, arjun.personId)).toBeNull();
    expect(await forStaff({ id: demoId }, 999999)).toBeNull();
  });
});
