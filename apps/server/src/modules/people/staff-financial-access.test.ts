import type { StaffMember } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, whoAmI } from '../../test-support/accounts.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const STAFF = '/api/v4/client/staff';
const INVITE = `${STAFF}/invite`;

type Standing = { role: string; status: string; financial_access: boolean };
/** Who a route is tried on: a staff member made for the attempt. */
type Subject = {
  role: 'organiser' | 'coach';
  financialAccess?: boolean;
  status?: 'active' | 'deactivated' | 'revoked';
};
/** One staff route, called on a subject (by staff id, or by address for the invitation). */
type Call = (subject: { staffId: number; email: string }) => { url: string; body?: unknown };

const deactivate: Call = ({ staffId }) => ({ url: `${STAFF}/${staffId}/deactivate` });
const revoke: Call = ({ staffId }) => ({ url: `${STAFF}/${staffId}/revoke` });
const restore: Call = ({ staffId }) => ({ url: `${STAFF}/${staffId}/restore` });
const role =
  (to: string): Call =>
  ({ staffId }) => ({ url: `${STAFF}/${staffId}/role`, body: { role: to } });
const financialAccess =
  (to: boolean): Call =>
  ({ staffId }) => ({ url: `${STAFF}/${staffId}/financial-access`, body: { financialAccess: to } });
const inviteAs =
  (to: string): Call =>
  ({ email }) => ({ url: INVITE, body: { email, firstName: 'Ivy', lastName: 'Invitee', role: to } });

const FINANCIAL_ORGANISER: Subject = { role: 'organiser', financialAccess: true };
const unchanged = (s: Subject): Standing => ({
  role: s.role,
  status: s.status ?? 'active',
  financial_access: s.financialAccess ?? false,
});

describe.each(testDrivers)('financial access and the staff routes on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  /** demo's organiser, who holds financial access. */
  let organiser: string;
  /** An organiser of demo without financial access. */
  let plain: string;
  /** A platform manager: reaches every club's staff and holds financial access everywhere. */
  let platformManager: string;

  const post = (cookie: string, { url, body }: { url: string; body?: unknown }, club = 'demo') =>
    t.request({ method: 'POST', club, url, body, cookie, ip: freshIp() });
  const standingOf = (staffId: number) =>
    queryOne<Standing>(t, sql`select role, status, financial_access from memberships where id = ${staffId}`);
  const newStaff = async (subject: Subject, club = 'demo') => {
    const email = `financial-${(n += 1)}@example.org`;
    const {
      membershipIds: [staffId],
    } = await createPerson(t, { email, memberships: [{ club, ...subject }] });
    return { staffId, email };
  };
  /** The active organisers of a club who hold financial access. */
  const financialOrganisersOf = async (club: string) =>
    (
      await queryOne<{ emails: string[] | null }>(
        t,
        sql`
      select array_agg(u.email order by u.email) as emails from memberships m
      join users u on u.id = m.user_id join clubs c on c.id = m.club_id
      where c.subdomain = ${club} and m.role = 'organiser' and m.status = 'active' and m.financial_access`,
      )
    ).emails ?? [];

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    const { email } = await newStaff({ role: 'organiser' });
    plain = await t.signIn('demo', email);
    const manager = `manager-${driver}@example.org`;
    await createPerson(t, { email: manager, isPlatformManager: true });
    platformManager = await t.signIn('riverside', manager);
  });
  afterAll(() => t.close());

  describe('an organiser without financial access cannot change anyone’s financial access, on any route', () => {
    const removes = messages.staff.needFinancialAccessFor.remove;
    it.each<{ name: string; subject: Subject; call: Call; status: number; message?: string; after?: Standing }>([
      { name: 'deactivate', subject: FINANCIAL_ORGANISER, call: deactivate, status: 403, message: removes },
      { name: 'revoke', subject: FINANCIAL_ORGANISER, call: revoke, status: 403, message: removes },
      { name: 'role (to coach)', subject: FINANCIAL_ORGANISER, call: role('coach'), status: 403, message: removes },
      {
        name: 'role (to franchise manager)',
        subject: FINANCIAL_ORGANISER,
        call: role('franchise_manager'),
        status: 403,
        message: removes,
      },
      { name: 'financial access (remove)', subject: FINANCIAL_ORGANISER, call: financialAccess(false), status: 403 },
      { name: 'financial access (give)', subject: { role: 'organiser' }, call: financialAccess(true), status: 403 },
      {
        name: 'restore (they come back without financial access)',
        subject: { role: 'organiser', financialAccess: true, status: 'deactivated' },
        call: restore,
        status: 200,
        after: { role: 'organiser', status: 'active', financial_access: false },
      },
      {
        name: 'invite (an organiser who holds it is already staff)',
        subject: FINANCIAL_ORGANISER,
        call: inviteAs('coach'),
        status: 409,
      },
    ])('$name', async ({ subject, call, status, message, after }) => {
      const member = await newStaff(subject);
      const res = await post(plain, call(member));
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message });
      expect(await standingOf(member.staffId)).toEqual(after ?? unchanged(subject));
    });

    it('invites an organiser without financial access', async () => {
      const email = `financial-${(n += 1)}@example.org`;
      const res = await post(plain, inviteAs('organiser')({ staffId: 0, email }));
      expect(res.statusCode, res.body).toBe(200);
      const invited = (res.json().staff as StaffMember[]).find((s) => s.email === email);
      expect(invited).toMatchObject({ role: 'organiser', financialAccess: false, status: 'active' });
    });

    it.each<{ name: string; subject: Subject; call: Call; after: Standing }>([
      {
        name: 'deactivates an organiser without it',
        subject: { role: 'organiser' },
        call: deactivate,
        after: { role: 'organiser', status: 'deactivated', financial_access: false },
      },
      {
        name: 'revokes a coach',
        subject: { role: 'coach' },
        call: revoke,
        after: { role: 'coach', status: 'revoked', financial_access: false },
      },
      {
        name: 'makes an organiser without it a coach',
        subject: { role: 'organiser' },
        call: role('coach'),
        after: { role: 'coach', status: 'active', financial_access: false },
      },
      {
        name: 'restores a revoked coach',
        subject: { role: 'coach', status: 'revoked' },
        call: restore,
        after: { role: 'coach', status: 'active', financial_access: false },
      },
    ])('but still $name (no financial access changes)', async ({ subject, call, after }) => {
      const member = await newStaff(subject);
      const res = await post(plain, call(member));
      expect(res.statusCode, res.body).toBe(200);
      expect(await standingOf(member.staffId)).toEqual(after);
    });
  });

  describe("the club's last organiser with financial access cannot be removed, on any route", () => {
    // Riverside has one organiser, who holds financial access; nothing here may change that.
    let last: { staffId: number; email: string };
    let lastCookie: string;
    const LAST = messages.staff.lastFinancialOrganiser;
    beforeAll(async () => {
      const staff = (await t.request({ club: 'riverside', url: STAFF, cookie: platformManager })).json()
        .staff as StaffMember[];
      const { staffId, email } = staff.find((s) => s.email === DEMO.riversideOrganiser)!;
      last = { staffId, email };
      lastCookie = await t.signIn('riverside', DEMO.riversideOrganiser);
      expect(await financialOrganisersOf('riverside')).toEqual([DEMO.riversideOrganiser]);
    });

    it.each<{ name: string; by: 'platform manager' | 'themselves'; call: Call; status: number; code: string }>([
      { name: 'deactivate', by: 'platform manager', call: deactivate, status: 409, code: 'LAST_FINANCIAL_ORGANISER' },
      { name: 'revoke', by: 'platform manager', call: revoke, status: 409, code: 'LAST_FINANCIAL_ORGANISER' },
      { name: 'role', by: 'platform manager', call: role('coach'), status: 409, code: 'LAST_FINANCIAL_ORGANISER' },
      {
        name: 'financial access',
        by: 'platform manager',
        call: financialAccess(false),
        status: 409,
        code: 'LAST_FINANCIAL_ORGANISER',
      },
      {
        name: 'financial access',
        by: 'themselves',
        call: financialAccess(false),
        status: 409,
        code: 'LAST_FINANCIAL_ORGANISER',
      },
      {
        name: 'invite (already staff)',
        by: 'platform manager',
        call: inviteAs('coach'),
        status: 409,
        code: 'CONFLICT',
      },
    ])('$name, by $by: $status $code', async ({ by, call, status, code }) => {
      const res = await post(by === 'themselves' ? lastCookie : platformManager, call(last), 'riverside');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (code === 'LAST_FINANCIAL_ORGANISER') expect(res.json().error.message).toBe(LAST);
      expect(await standingOf(last.staffId)).toEqual(unchanged(FINANCIAL_ORGANISER));
    });

    it('restore leaves them as they are', async () => {
      expect((await post(platformManager, restore(last), 'riverside')).statusCode).toBe(200);
      expect(await standingOf(last.staffId)).toEqual(unchanged(FINANCIAL_ORGANISER));
    });

    it('(while another organiser holds it, the same removals are allowed)', async () => {
      const other = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(platformManager, revoke(other))).statusCode).toBe(200);
      expect(await standingOf(other.staffId)).toEqual({
        role: 'organiser',
        status: 'revoked',
        financial_access: false,
      });
      expect(await financialOrganisersOf('riverside')).toEqual([DEMO.riversideOrganiser]);
    });
  });

  describe('the reproductions of issue 7, item 3', () => {
    it("an organiser without financial access cannot strip it by changing a financial organiser's role to coach and back", async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(plain, role('coach')(member))).statusCode).toBe(403);
      expect((await post(plain, role('organiser')(member))).statusCode).toBe(200);
      expect(await standingOf(member.staffId)).toEqual(unchanged(FINANCIAL_ORGANISER));
    });

    it('nor by revoking and restoring them', async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(plain, revoke(member))).statusCode).toBe(403);
      expect((await post(plain, restore(member))).statusCode).toBe(200);
      expect(await standingOf(member.staffId)).toEqual(unchanged(FINANCIAL_ORGANISER));
    });

    it('used on every financial organiser, someone at the club can still give financial access', async () => {
      const ids = (await t.request({ url: STAFF, cookie: organiser })).json().staff as StaffMember[];
      const holders = ids.filter((s) => s.role === 'organiser' && s.status === 'active' && s.financialAccess);
      for (const member of holders) {
        await post(plain, role('coach')(member));
        await post(plain, role('organiser')(member));
        await post(plain, revoke(member));
        await post(plain, restore(member));
      }
      expect(await financialOrganisersOf('demo')).toContain(DEMO.organiser);
      const newcomer = await newStaff({ role: 'organiser' });
      expect((await post(organiser, financialAccess(true)(newcomer))).statusCode).toBe(200);
      expect((await standingOf(newcomer.staffId)).financial_access).toBe(true);
    });
  });

  describe('what happens to financial access on the way back (docs/security.md, "People and roles")', () => {
    it('a financial organiser deactivated and restored comes back without it', async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(organiser, deactivate(member))).statusCode).toBe(200);
      expect(await standingOf(member.staffId)).toEqual({
        role: 'organiser',
        status: 'deactivated',
        financial_access: false,
      });
      expect((await post(organiser, restore(member))).statusCode).toBe(200);
      expect(await standingOf(member.staffId)).toEqual({
        role: 'organiser',
        status: 'active',
        financial_access: false,
      });
    });

    it('an organiser made a coach and an organiser again comes back without it', async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(organiser, role('coach')(member))).statusCode).toBe(200);
      expect((await post(organiser, role('organiser')(member))).statusCode).toBe(200);
      expect(await standingOf(member.staffId)).toEqual({
        role: 'organiser',
        status: 'active',
        financial_access: false,
      });
    });

    it('a change to what someone already is writes nothing: their sessions go on, no audit row', async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      const cookie = await t.signIn('demo', member.email);
      expect((await post(plain, restore(member))).statusCode).toBe(200);
      expect((await post(plain, role('organiser')(member))).statusCode).toBe(200);
      expect((await whoAmI(t, cookie)).user?.email).toBe(member.email);
      const rows = await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from audit_log where details->>'staffId' = ${String(member.staffId)}`,
      );
      expect(rows.n).toBe(0);
    });

    it('financial access is given only to an active organiser', async () => {
      const member = await newStaff({ role: 'organiser', status: 'deactivated' });
      const res = await post(organiser, financialAccess(true)(member));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: 'body.financialAccess', message: messages.staff.onlyActiveOrganisersFinancial },
      ]);
      expect(await standingOf(member.staffId)).toEqual(unchanged({ role: 'organiser', status: 'deactivated' }));
    });

    it('the audit log records financial access taken away as a side effect', async () => {
      const member = await newStaff(FINANCIAL_ORGANISER);
      expect((await post(organiser, revoke(member))).statusCode).toBe(200);
      const row = await queryOne<{ details: Record<string, unknown> }>(
        t,
        sql`select details from audit_log where action = 'staff.revoke' and details->>'staffId' = ${String(member.staffId)}`,
      );
      expect(row.details).toEqual({ staffId: member.staffId, kind: 'revoke', financialAccess: false });
    });
  });
});
