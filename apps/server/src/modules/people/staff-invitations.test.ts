import type { StaffMember } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPerson,
  DEMO,
  linkFrom,
  queryAll,
  queryOne,
  switchedInto,
  userIdOf,
} from '../../test-support/accounts.js';
import { ACCOUNT_TABLES, accountTablesDigest } from '../../test-support/bad-input.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const STAFF = '/api/v4/client/staff';
const RESET = '/api/auth/forgot-password-express-check';
const DAY_MS = 24 * 60 * 60_000;
/** Every account table but the rate-limit counters: a refused resend still counts against the organiser. */
const WRITES = ACCOUNT_TABLES.filter((table) => table !== 'rate_limit_counters');

/**
 * An invitation is pending until the invitee sets a password: the staff list says since when, and
 * the organiser may resend it (a new link; the old one stops working) or cancel it (they leave the
 * staff, and their link stops working).
 */
describe.each(testDrivers)('pending staff invitations on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let n = 0;
  const post = (url: string, cookie = organiser, club = 'demo', body?: unknown) =>
    t.request({ method: 'POST', club, url, body, cookie, ip: freshIp() });
  const staffOf = async (cookie = organiser, club = 'demo') => {
    const res = await t.request({ club, url: STAFF, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().staff as StaffMember[];
  };
  const memberOf = (staff: StaffMember[], email: string) => staff.find((m) => m.email === email);
  const setPassword = (token: string) =>
    t.request({ method: 'POST', url: RESET, body: { token, password: 'whistle-and-cones-42' }, ip: freshIp() });
  const tokenIn = async (email: string) => linkFrom(await t.latestMail(email)).searchParams.get('token')!;
  /** Invites a new address to demo (or `club`) as a coach: its staff member and the emailed link's token. */
  const invite = async (cookie = organiser, club = 'demo', email = `pending-${(n += 1)}@example.org`) => {
    const body = { email, firstName: 'Ivy', lastName: 'Invitee', role: 'coach' };
    const res = await post(`${STAFF}/invite`, cookie, club, body);
    expect(res.statusCode, res.body).toBe(200);
    const member = memberOf(res.json().staff, email)!;
    return {
      email,
      member,
      token: await tokenIn(email),
      resend: `${STAFF}/${member.staffId}/invitation/resend`,
      cancel: `${STAFF}/${member.staffId}/invitation/cancel`,
    };
  };
  /** Moves the clock on and signs the organiser in again (a session ends after 2 idle hours). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    organiser = await t.signIn('demo', DEMO.organiser);
  };
  const auditOf = (userId: number) =>
    queryAll<{ action: string; actor: string; impersonator: string | null; details: unknown }>(
      t,
      sql`
    select a.action, actor.email as actor, imp.email as impersonator, a.details from audit_log a
    join users actor on actor.id = a.actor_user_id left join users imp on imp.id = a.impersonator_user_id
    where a.subject_user_id = ${userId} order by a.id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
  });
  afterAll(() => t.close());

  it('lists an invitee as invited, since when, until they set a password; staff with a password are not', async () => {
    const invitedAt = t.clock.now().toISOString();
    const { email, member, token } = await invite();
    expect(member).toMatchObject({ status: 'active', invitedAt });
    expect(memberOf(await staffOf(), DEMO.coach)?.invitedAt).toBeNull();

    // Someone who already has a password is added at once: nothing is pending.
    const parent = `parent-${(n += 1)}@example.org`;
    await createPerson(t, { email: parent, memberships: [{ club: 'demo', role: 'parent' }] });
    const added = await post(`${STAFF}/invite`, organiser, 'demo', {
      email: parent,
      firstName: 'P',
      lastName: 'P',
      role: 'coach',
    });
    expect(memberOf(added.json().staff, parent)?.invitedAt).toBeNull();

    await later(DAY_MS);
    expect(memberOf(await staffOf(), email)?.invitedAt).toBe(invitedAt);
    expect((await setPassword(token)).statusCode).toBe(200);
    expect(memberOf(await staffOf(), email)).toMatchObject({ status: 'active', invitedAt: null });
  });

  it('resends: a new link that works, the old one no longer; the list says when it was sent again', async () => {
    const { email, token: old, resend, member } = await invite();
    await later(3 * DAY_MS);
    const resentAt = t.clock.now().toISOString();
    const res = await post(resend);
    expect(res.statusCode, res.body).toBe(200);
    expect(memberOf(res.json().staff, email)).toMatchObject({ status: 'active', invitedAt: resentAt });

    const mail = await t.latestMail(email);
    expect(mail?.subject).toBe("You're invited to join Little Legends Sports Club as a coach");
    expect(mail?.text).toContain('expires in 7 days');
    const fresh = linkFrom(mail).searchParams.get('token')!;
    expect(fresh).not.toBe(old);
    const stale = await setPassword(old);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('TOKEN_INVALID');
    // The new link lives 7 days from the resend, not from the first invitation.
    await later(7 * DAY_MS - 60_000);
    const accepted = await setPassword(fresh);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().roles).toEqual(['coach']);
    expect(memberOf(await staffOf(), email)?.invitedAt).toBeNull();
    expect(await auditOf(member.userId)).toEqual([
      {
        action: 'staff.invite',
        actor: DEMO.organiser,
        impersonator: null,
        details: { role: 'coach', newAccount: true },
      },
      {
        action: 'staff.resend-invitation',
        actor: DEMO.organiser,
        impersonator: null,
        details: { staffId: member.staffId, role: 'coach' },
      },
    ]);
  });

  it('cancels: they leave the staff list, their link fails, the account stays, and they can be invited again', async () => {
    const { email, token, cancel, member } = await invite();
    const res = await post(cancel);
    expect(res.statusCode, res.body).toBe(200);
    expect(memberOf(res.json().staff, email)).toBeUndefined();
    expect(memberOf(await staffOf(), email)).toBeUndefined();

    const late = await setPassword(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('TOKEN_INVALID');
    expect(
      await queryOne(
        t,
        sql`
      select u.password_hash, u.email_verified_at, (select count(*)::int from memberships m where m.user_id = u.id) as memberships
      from users u where u.email = ${email}`,
      ),
    ).toEqual({ password_hash: null, email_verified_at: null, memberships: 0 });
    expect((await auditOf(member.userId)).map((row) => [row.action, row.details])).toEqual([
      ['staff.invite', { role: 'coach', newAccount: true }],
      ['staff.cancel-invitation', { staffId: member.staffId, role: 'coach' }],
    ]);

    const again = await invite(organiser, 'demo', email);
    expect(again.member.invitedAt).toBe(t.clock.now().toISOString());
    expect((await setPassword(again.token)).statusCode).toBe(200);
  });

  it("cancelling at one club voids that club's link only: a link another club sent still accepts there", async () => {
    const demo = await invite();
    const rory = await t.signIn('riverside', DEMO.riversideOrganiser);
    const riverside = await invite(rory, 'riverside', demo.email);
    expect((await post(demo.cancel)).statusCode).toBe(200);
    const accepted = await setPassword(riverside.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(memberOf(await staffOf(rory, 'riverside'), demo.email)?.invitedAt).toBeNull();
    expect(memberOf(await staffOf(), demo.email)).toBeUndefined();
  });

  it('answers 409, writing nothing, once the person has a password (accepted, or never invited by link)', async () => {
    const accepted = await invite();
    expect((await setPassword(accepted.token)).statusCode).toBe(200);
    const coachId = memberOf(await staffOf(), DEMO.coach)!.staffId;
    const targets = [
      { url: accepted.resend, name: 'Ivy Invitee' },
      { url: accepted.cancel, name: 'Ivy Invitee' },
      { url: `${STAFF}/${coachId}/invitation/resend`, name: 'Callum Coach' },
      { url: `${STAFF}/${coachId}/invitation/cancel`, name: 'Callum Coach' },
    ];
    for (const { url, name } of targets) {
      const before = await accountTablesDigest(t, WRITES);
      const res = await post(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: messages.staff.noInvitationWaiting(name) });
      expect(await accountTablesDigest(t, WRITES)).toBe(before);
    }
  });

  it('does not resend to someone deactivated (restore them first), but cancels their invitation', async () => {
    const { email, member, resend, cancel, token } = await invite();
    expect((await post(`${STAFF}/${member.staffId}/deactivate`)).statusCode).toBe(200);
    const before = await accountTablesDigest(t, WRITES);
    const refused = await post(resend);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.staff.restoreBeforeResending('Ivy Invitee'));
    expect(await accountTablesDigest(t, WRITES)).toBe(before);

    expect((await post(cancel)).statusCode).toBe(200);
    expect(memberOf(await staffOf(), email)).toBeUndefined();
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it.each([
    ['a coach', DEMO.coach],
    ['a parent', DEMO.parent],
  ])('refuses %s (403), writing nothing', async (_, who) => {
    const { email, resend, cancel } = await invite();
    const cookie = await t.signIn('demo', who);
    for (const url of [resend, cancel]) {
      const before = await accountTablesDigest(t);
      const res = await post(url, cookie);
      expect(res.statusCode, url).toBe(403);
      expect(await accountTablesDigest(t)).toBe(before);
    }
    expect(memberOf(await staffOf(), email)?.invitedAt).not.toBeNull();
  });

  it("answers 404 for another club's invitee, writing nothing; their own organiser can cancel it", async () => {
    const { email, member, resend, cancel, token } = await invite();
    const rory = await t.signIn('riverside', DEMO.riversideOrganiser);
    for (const url of [resend, cancel]) {
      const before = await accountTablesDigest(t, WRITES);
      const res = await post(url, rory, 'riverside');
      expect(res.statusCode, url).toBe(404);
      expect(await accountTablesDigest(t, WRITES)).toBe(before);
    }
    expect(memberOf(await staffOf(), email)?.invitedAt).toBe(member.invitedAt);
    expect((await post(cancel)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('follows the staff rules: an organiser without financial access cannot cancel an invitee given it', async () => {
    const invitee = `finance-${(n += 1)}@example.org`;
    const invited = await post(`${STAFF}/invite`, organiser, 'demo', {
      email: invitee,
      firstName: 'Fay',
      lastName: 'Finance',
      role: 'organiser',
    });
    const { staffId } = memberOf(invited.json().staff, invitee)!;
    expect(
      (await post(`${STAFF}/${staffId}/financial-access`, organiser, 'demo', { financialAccess: true })).statusCode,
    ).toBe(200);
    const plain = `plain-organiser-${(n += 1)}@example.org`;
    await createPerson(t, { email: plain, memberships: [{ club: 'demo', role: 'organiser' }] });
    const refused = await post(`${STAFF}/${staffId}/invitation/cancel`, await t.signIn('demo', plain));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.staff.needFinancialAccessFor.remove);
    expect(memberOf(await staffOf(), invitee)).toMatchObject({ financialAccess: true });

    const cancelled = await post(`${STAFF}/${staffId}/invitation/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await auditOf(await userIdOf(t, invitee));
    expect(rows.at(-1)).toMatchObject({
      action: 'staff.cancel-invitation',
      details: { staffId, role: 'organiser', financialAccess: false },
    });
  });

  it('in a switched session, resends and cancels as the organiser, audited with both identities', async () => {
    const asOrganiser = await switchedInto(t, DEMO.organiser);
    const { member, resend, cancel } = await invite(asOrganiser);
    expect((await post(resend, asOrganiser)).statusCode).toBe(200);
    expect((await post(cancel, asOrganiser)).statusCode).toBe(200);
    expect(
      (await auditOf(member.userId)).map(({ action, actor, impersonator }) => [action, actor, impersonator]),
    ).toEqual([
      ['staff.invite', DEMO.organiser, DEMO.support],
      ['staff.resend-invitation', DEMO.organiser, DEMO.support],
      ['staff.cancel-invitation', DEMO.organiser, DEMO.support],
    ]);
  });

  it('counts resends against the organiser with invitations: 429 over 50 an hour, writing nothing', async () => {
    const busy = `busy-organiser-${(n += 1)}@example.org`;
    await createPerson(t, { email: busy, memberships: [{ club: 'demo', role: 'organiser' }] });
    const cookie = await t.signIn('demo', busy);
    const { resend } = await invite(cookie);
    for (let i = 0; i < 49; i += 1) expect((await post(resend, cookie)).statusCode).toBe(200);
    const before = await accountTablesDigest(t, WRITES);
    const limited = await post(resend, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await accountTablesDigest(t, WRITES)).toBe(before);
  });
});
