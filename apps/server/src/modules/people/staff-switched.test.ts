import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, switchedInto } from '../../test-support/accounts.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const STAFF = '/api/v4/client/staff';
const REFUSAL = { code: 'SWITCHED_SESSION_REFUSED', message: messages.switchedSession.grantToPlatformAccount };

interface AuditRow {
  action: string;
  actor: string;
  impersonator: string | null;
  subject: string;
}

/**
 * Support switched into an organiser manages staff as that organiser, but may not give a role or
 * access to themselves or any platform account; and every audit row names both identities.
 */
describe.each(testDrivers)('staff management in a switched session on %s', (driver) => {
  let t: TestApp;
  let asOrganiser: string;
  let n = 0;
  const post = (url: string, body: unknown, cookie = asOrganiser) =>
    t.request({ method: 'POST', url, body, cookie, ip: freshIp() });
  const invitation = (email: string) => ({ email, firstName: 'Ivy', lastName: 'Invitee', role: 'organiser' });
  const membershipsOf = (email: string) =>
    queryAll<{ role: string; status: string; financial_access: boolean }>(
      t,
      sql`
    select m.role, m.status, m.financial_access from memberships m join users u on u.id = m.user_id
    join clubs c on c.id = m.club_id where u.email = ${email} and c.subdomain = 'demo'`,
    );
  const auditOf = (subject: string) =>
    queryAll<AuditRow>(
      t,
      sql`
    select a.action, actor.email as actor, imp.email as impersonator, subject.email as subject
    from audit_log a join users actor on actor.id = a.actor_user_id left join users imp on imp.id = a.impersonator_user_id
    join users subject on subject.id = a.subject_user_id
    where subject.email = ${subject} order by a.id`,
    );
  /** A platform account (support unless said otherwise) on demo's staff: its membership id. */
  const platformStaff = async (
    role: string,
    status: string,
    flags: { isSupport?: boolean; isPlatformManager?: boolean } = { isSupport: true },
  ) => {
    const email = `platform-${(n += 1)}@example.org`;
    const { membershipIds } = await createPerson(t, { email, ...flags, memberships: [{ club: 'demo', role, status }] });
    return { email, staffId: membershipIds[0] };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    asOrganiser = await switchedInto(t, DEMO.organiser);
  });
  afterAll(() => t.close());

  it('refuses to invite the support person themselves or any platform account, writing nothing', async () => {
    await createPerson(t, { email: 'platform-manager@example.org', isPlatformManager: true });
    await createPerson(t, { email: 'other-support@example.org', isSupport: true });
    for (const email of [DEMO.support, 'platform-manager@example.org', 'other-support@example.org']) {
      const res = await post(`${STAFF}/invite`, invitation(email));
      expect(res.statusCode, email).toBe(403);
      expect(res.json().error).toEqual(REFUSAL);
      expect(await membershipsOf(email)).toEqual([]);
      expect(await auditOf(email)).toEqual([]);
    }
  });

  it('invites anyone else, and the audit row names the organiser acted as and the support person', async () => {
    const email = 'switched-invitee@example.org';
    const res = await post(`${STAFF}/invite`, { ...invitation(email), role: 'coach' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf(email)).toEqual([
      { action: 'staff.invite', actor: DEMO.organiser, impersonator: DEMO.support, subject: email },
    ]);
  });

  it("refuses to restore, change the role of, or give financial access to a platform account's membership", async () => {
    const revoked = await platformStaff('coach', 'revoked');
    const coach = await platformStaff('coach', 'active', { isPlatformManager: true });
    const organiser = await platformStaff('organiser', 'active');
    // Financial access is refused to every switched session, whoever it is for (the route declares it).
    const onlyTheOrganiser = { code: 'SWITCHED_SESSION_REFUSED', message: messages.switchedSession.refused('Olivia') };
    for (const [url, body, who, refusal] of [
      [`${STAFF}/${revoked.staffId}/restore`, undefined, revoked, REFUSAL],
      [`${STAFF}/${coach.staffId}/role`, { role: 'organiser' }, coach, REFUSAL],
      [`${STAFF}/${organiser.staffId}/financial-access`, { financialAccess: true }, organiser, onlyTheOrganiser],
    ] as const) {
      const before = await membershipsOf(who.email);
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual(refusal);
      expect(await membershipsOf(who.email)).toEqual(before);
      expect(await auditOf(who.email)).toEqual([]);
    }
  });

  it("still takes a platform account's access away, recording both identities", async () => {
    const { email, staffId } = await platformStaff('coach', 'active');
    const res = await post(`${STAFF}/${staffId}/deactivate`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(await membershipsOf(email)).toEqual([{ role: 'coach', status: 'deactivated', financial_access: false }]);
    expect(await auditOf(email)).toEqual([
      { action: 'staff.deactivate', actor: DEMO.organiser, impersonator: DEMO.support, subject: email },
    ]);
  });

  it('records both identities on a staff change to anyone', async () => {
    const email = 'switched-coach@example.org';
    const {
      membershipIds: [staffId],
    } = await createPerson(t, { email, memberships: [{ club: 'demo', role: 'coach' }] });
    const res = await post(`${STAFF}/${staffId}/role`, { role: 'organiser' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf(email)).toEqual([
      { action: 'staff.role', actor: DEMO.organiser, impersonator: DEMO.support, subject: email },
    ]);
  });

  it('lets the organiser themselves invite a support person (their own decision), with no impersonator recorded', async () => {
    const email = 'coaching-support@example.org';
    await createPerson(t, { email, isSupport: true });
    const own = await t.signIn('demo', DEMO.organiser);
    const res = await post(`${STAFF}/invite`, { ...invitation(email), role: 'coach' }, own);
    expect(res.statusCode, res.body).toBe(200);
    expect(await membershipsOf(email)).toEqual([{ role: 'coach', status: 'active', financial_access: false }]);
    expect(await auditOf(email)).toEqual([
      { action: 'staff.invite', actor: DEMO.organiser, impersonator: null, subject: email },
    ]);
  });
});
