import type { StaffMember } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, type BadInputCase } from '../../test-support/bad-input.js';
import { failInsertsInto } from '../../test-support/failing-writes.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const STAFF = '/api/v4/client/staff';

describe.each(testDrivers)('staff management on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let staff: StaffMember[];
  let n = 0;
  const idOf = (email: string) => staff.find((s) => s.email === email)!.staffId;
  const change = (staffId: number, action: string, body?: unknown, cookie = organiser, club = 'demo') =>
    t.request({ method: 'POST', club, url: `${STAFF}/${staffId}/${action}`, body, cookie });
  /** A new coach at demo, signed in; returns their staff id and cookie. */
  const newCoach = async () => {
    const email = `staff-${(n += 1)}@example.org`;
    const {
      membershipIds: [staffId],
    } = await createPerson(t, { email, memberships: [{ club: 'demo', role: 'coach' }] });
    return { email, staffId, cookie: await t.signIn('demo', email) };
  };
  const membership = (staffId: number) =>
    queryOne<{ role: string; status: string; financial_access: boolean }>(
      t,
      sql`
    select role, status, financial_access from memberships where id = ${staffId}`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    staff = (await t.request({ url: STAFF, cookie: organiser })).json().staff;
  });
  afterAll(() => t.close());

  it("lists the club's coaches and organisers (not its parents, nor another club's staff)", () => {
    expect(staff.map((s) => [s.email, s.role, s.financialAccess, s.status])).toEqual([
      [DEMO.coach, 'coach', false, 'active'],
      [DEMO.organiser, 'organiser', true, 'active'],
    ]);
    expect(staff[0]).toEqual({
      staffId: expect.any(Number),
      userId: expect.any(Number),
      firstName: 'Callum',
      lastName: 'Coach',
      email: DEMO.coach,
      role: 'coach',
      financialAccess: false,
      status: 'active',
      invitedAt: null,
    });
  });

  it.each([
    ['a coach', DEMO.coach, 'demo'],
    ['a parent', DEMO.parent, 'demo'],
    ['support staff', DEMO.support, 'demo'],
  ])('%s cannot see or change staff', async (_, email, club) => {
    const cookie = await t.signIn(club, email);
    expect((await t.request({ url: STAFF, cookie })).statusCode).toBe(403);
    const res = await change(idOf(DEMO.coach), 'deactivate', undefined, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await membership(idOf(DEMO.coach))).status).toBe('active');
  });

  it("riverside's organiser cannot touch demo's staff, from either site", async () => {
    const rory = await t.signIn('riverside', DEMO.riversideOrganiser);
    expect((await change(idOf(DEMO.coach), 'deactivate', undefined, rory, 'demo')).statusCode).toBe(403);
    const fromRiverside = await change(idOf(DEMO.coach), 'deactivate', undefined, rory, 'riverside');
    expect(fromRiverside.statusCode).toBe(404);
    expect((await change(idOf(DEMO.coach), 'role', { role: 'organiser' }, rory, 'riverside')).statusCode).toBe(404);
    expect(await membership(idOf(DEMO.coach))).toEqual({ role: 'coach', status: 'active', financial_access: false });
    const riversideStaff = (await t.request({ club: 'riverside', url: STAFF, cookie: rory })).json()
      .staff as StaffMember[];
    expect(riversideStaff.map((s) => s.email)).toEqual([DEMO.riversideOrganiser]);
  });

  it('asks nobody to sign in', async () => {
    expect((await t.request({ url: STAFF })).statusCode).toBe(401);
  });

  it("is not there on the platform's host or an unknown club's: 404 before sign-in is asked", async () => {
    for (const club of [null, 'no-such-club']) {
      for (const cookie of [undefined, organiser]) {
        const list = await t.request({ club, url: STAFF, cookie });
        expect(list.statusCode, `${club} ${cookie}`).toBe(404);
        expect(list.json().error.code).toBe('NOT_FOUND');
        const deactivate = await t.request({
          method: 'POST',
          club,
          url: `${STAFF}/${idOf(DEMO.coach)}/deactivate`,
          cookie,
        });
        expect(deactivate.statusCode).toBe(404);
      }
    }
    expect((await membership(idOf(DEMO.coach))).status).toBe('active');
  });

  it('changes nothing when a write fails midway: the change, its audit entry and the ended sessions commit together', async () => {
    const coach = await newCoach();
    const restore = await failInsertsInto(t, 'audit_log');
    try {
      expect((await change(coach.staffId, 'deactivate')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await membership(coach.staffId)).status).toBe('active');
    expect((await whoAmI(t, coach.cookie)).roles).toEqual(['coach']);
  });

  it('deactivates a coach at once (their sessions end, no role remains), and restores them', async () => {
    const coach = await newCoach();
    const res = await change(coach.staffId, 'deactivate');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().staff as StaffMember[]).find((s) => s.staffId === coach.staffId)?.status).toBe('deactivated');
    expect((await whoAmI(t, coach.cookie)).user).toBeNull();
    const again = await t.signIn('demo', coach.email);
    expect((await whoAmI(t, again)).roles).toEqual([]);
    expect(
      (await t.request({ url: STAFF, cookie: organiser }))
        .json()
        .staff.find((s: StaffMember) => s.staffId === coach.staffId).status,
    ).toBe('deactivated');

    expect((await change(coach.staffId, 'restore')).statusCode).toBe(200);
    expect((await membership(coach.staffId)).status).toBe('active');
    expect((await whoAmI(t, await t.signIn('demo', coach.email))).roles).toEqual(['coach']);
  });

  it('writes every change to the audit log: who changed whom, and how', async () => {
    const coach = await newCoach();
    expect((await change(coach.staffId, 'role', { role: 'organiser' })).statusCode).toBe(200);
    expect((await change(coach.staffId, 'deactivate')).statusCode).toBe(200);
    const rows = await queryAll<{ action: string; actor: string; details: Record<string, unknown> }>(
      t,
      sql`
      select a.action, actor.email as actor, a.details from audit_log a join users actor on actor.id = a.actor_user_id
      join users subject on subject.id = a.subject_user_id where subject.email = ${coach.email} order by a.id`,
    );
    expect(rows).toEqual([
      {
        action: 'staff.role',
        actor: DEMO.organiser,
        details: { staffId: coach.staffId, kind: 'role', role: 'organiser' },
      },
      { action: 'staff.deactivate', actor: DEMO.organiser, details: { staffId: coach.staffId, kind: 'deactivate' } },
    ]);
  });

  it('revokes a member of staff, taking financial access with it', async () => {
    const {
      membershipIds: [staffId],
    } = await createPerson(t, {
      email: `staff-${(n += 1)}@example.org`,
      memberships: [{ club: 'demo', role: 'organiser', financialAccess: true }],
    });
    expect((await change(staffId, 'revoke')).statusCode).toBe(200);
    expect(await membership(staffId)).toEqual({ role: 'organiser', status: 'revoked', financial_access: false });
  });

  it('changes a role: the person holds the new one at once', async () => {
    const coach = await newCoach();
    const res = await change(coach.staffId, 'role', { role: 'organiser' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(t, coach.cookie)).user).toBeNull();
    expect((await whoAmI(t, await t.signIn('demo', coach.email))).roles).toEqual(['organiser']);
    expect((await change(coach.staffId, 'role', { role: 'coach' })).statusCode).toBe(200);
    expect((await membership(coach.staffId)).role).toBe('coach');
  });

  it('gives and takes financial access, only to organisers, only by organisers who hold it', async () => {
    const {
      membershipIds: [staffId],
    } = await createPerson(t, {
      email: `staff-${(n += 1)}@example.org`,
      memberships: [{ club: 'demo', role: 'organiser' }],
    });
    expect((await change(staffId, 'financial-access', { financialAccess: true })).statusCode).toBe(200);
    expect((await membership(staffId)).financial_access).toBe(true);
    expect((await change(staffId, 'financial-access', { financialAccess: false })).statusCode).toBe(200);
    expect((await membership(staffId)).financial_access).toBe(false);

    const coach = await newCoach();
    const refused = await change(coach.staffId, 'financial-access', { financialAccess: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([{ path: 'body.financialAccess', message: expect.any(String) }]);
    expect((await membership(coach.staffId)).financial_access).toBe(false);

    // An organiser without financial access can manage staff, but cannot grant it, not even to themselves.
    const email = `staff-${(n += 1)}@example.org`;
    const {
      membershipIds: [ownId],
    } = await createPerson(t, { email, memberships: [{ club: 'demo', role: 'organiser' }] });
    const plain = await t.signIn('demo', email);
    expect((await t.request({ url: STAFF, cookie: plain })).statusCode).toBe(200);
    for (const target of [ownId, staffId]) {
      const res = await change(target, 'financial-access', { financialAccess: true }, plain);
      expect(res.statusCode).toBe(403);
      expect((await membership(target)).financial_access).toBe(false);
    }
  });

  it('lets an organiser give up their own financial access without signing them out here, ending their other sessions', async () => {
    const email = `staff-${(n += 1)}@example.org`;
    const {
      membershipIds: [ownId],
    } = await createPerson(t, { email, memberships: [{ club: 'demo', role: 'organiser', financialAccess: true }] });
    const here = await t.signIn('demo', email);
    const elsewhere = await t.signIn('demo', email);
    const res = await change(ownId, 'financial-access', { financialAccess: false }, here);
    expect(res.statusCode, res.body).toBe(200);
    expect((await membership(ownId)).financial_access).toBe(false);
    expect((await whoAmI(t, here)).user?.email).toBe(email);
    expect((await whoAmI(t, elsewhere)).user).toBeNull();
  });

  it('never lets an organiser lock themselves out', async () => {
    const own = idOf(DEMO.organiser);
    for (const [action, body] of [['deactivate'], ['revoke'], ['role', { role: 'coach' }]] as const) {
      const res = await change(own, action, body);
      expect(res.statusCode, action).toBe(403);
    }
    expect(await membership(own)).toEqual({ role: 'organiser', status: 'active', financial_access: true });
    expect((await whoAmI(t, organiser)).roles).toEqual(['organiser']);
  });

  it("answers 404 for a parent's membership or an unknown id (they are not staff)", async () => {
    const parentMembership = await queryOne<{ id: number }>(
      t,
      sql`
      select m.id from memberships m join users u on u.id = m.user_id where u.email = ${DEMO.parent}`,
    );
    expect((await change(parentMembership.id, 'deactivate')).statusCode).toBe(404);
    expect((await change(999_999, 'restore')).statusCode).toBe(404);
  });

  it('answers 409, not 500, when the person already holds the new role', async () => {
    const {
      membershipIds: [coachId],
    } = await createPerson(t, {
      email: `staff-${(n += 1)}@example.org`,
      memberships: [
        { club: 'demo', role: 'coach' },
        { club: 'demo', role: 'organiser' },
      ],
    });
    const res = await change(coachId, 'role', { role: 'organiser' });
    expect(res.statusCode, res.body).toBe(409);
    expect((await membership(coachId)).role).toBe('coach');
  });

  const badInput: BadInputCase[] = [
    {
      name: 'staff id not a number',
      request: { method: 'POST', url: `${STAFF}/abc/deactivate` },
      field: 'params.staffId',
    },
    { name: 'staff id zero', request: { method: 'POST', url: `${STAFF}/0/restore` }, field: 'params.staffId' },
    {
      name: 'staff id beyond an integer',
      request: { method: 'POST', url: `${STAFF}/99999999999/revoke` },
      field: 'params.staffId',
    },
    { name: 'role missing', request: { method: 'POST', url: `${STAFF}/1/role`, body: {} }, field: 'body.role' },
    {
      name: 'role unknown',
      request: { method: 'POST', url: `${STAFF}/1/role`, body: { role: 'boss' } },
      field: 'body.role',
    },
    {
      name: 'role parent (not a staff role)',
      request: { method: 'POST', url: `${STAFF}/1/role`, body: { role: 'parent' } },
      field: 'body.role',
    },
    {
      name: 'financial access a string',
      request: { method: 'POST', url: `${STAFF}/1/financial-access`, body: { financialAccess: 'yes' } },
      field: 'body.financialAccess',
    },
    {
      name: 'financial access missing',
      request: { method: 'POST', url: `${STAFF}/1/financial-access`, body: {} },
      field: 'body.financialAccess',
    },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, { ...c, request: { ...c.request, cookie: organiser } });
  });
});
