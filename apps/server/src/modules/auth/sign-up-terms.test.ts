import type { Me } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.js';
import { codeFrom, queryOne, signUpBody, userIdOf, whoAmI } from '../../test-support/accounts.js';
import { failInsertsInto } from '../../test-support/failing-writes.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { acceptancesOf as acceptancesOfPerson } from '../../test-support/acceptances.js';

const SIGN_UP = '/api/v4/public/signup/new-user';
const VERIFY = '/api/v4/public/signup/verify-code';

describe.each(testDrivers)('the terms a parent accepts at sign-up, on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `terms-parent-${(n += 1)}@example.org`;
  const acceptancesOf = (email: string) => acceptancesOfPerson(t, email);
  const latestParentVersion = async () =>
    (await queryOne<{ version: number }>(t, sql`select max(version) as version from contracts where role = 'parent'`))
      .version;

  /** Signs up on the demo club's site from one browser: its attempt cookie and the emailed code. */
  async function signUp(email: string, overrides = {}) {
    const res = await t.request({
      method: 'POST',
      url: SIGN_UP,
      body: signUpBody(email, overrides),
      ip: '198.51.100.23',
      headers: { 'user-agent': 'SignUpPhone/2.0' },
      botCheck: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { browser: cookieHeader(res), code: codeFrom(await t.latestMail(email)) };
  }
  const verify = (email: string, { browser, code }: { browser: string; code: string }) =>
    t.request({ method: 'POST', url: VERIFY, body: { email, code }, cookie: browser, ip: freshIp() });

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('records the acceptance of the current terms when the code is entered, so the new parent is not asked again', async () => {
    const email = newEmail();
    const signedUpAt = t.clock.now();
    const attempt = await signUp(email, { marketingOptIn: true });
    // Nothing is recorded for an address not yet proved: the attempt might not be its owner's.
    expect(await acceptancesOf(email)).toEqual([]);

    t.clock.advance(4 * 60_000);
    const verified = await verify(email, attempt);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as Me).contractRequired).toBeNull();
    expect((await whoAmI(t, cookieHeader(verified))).contractRequired).toBeNull();
    // What was ticked, when and where it was ticked; sign-up asks no special-category consent (null: not asked).
    expect(await acceptancesOf(email)).toEqual([
      {
        user_id: await userIdOf(t, email),
        role: 'parent',
        version: await latestParentVersion(),
        club: 'demo',
        accepted_epoch: signedUpAt.getTime() / 1000,
        ip: '198.51.100.23',
        user_agent: 'SignUpPhone/2.0',
        marketing_opt_in: true,
        special_category_consent: null,
      },
    ]);
  });

  it('asks for terms published after the box was ticked: the contract page is for an older acceptance', async () => {
    const email = newEmail();
    const ticked = await latestParentVersion();
    const attempt = await signUp(email);
    await t.db.insert(contracts).values({ role: 'parent', version: ticked + 1, summary: 'Changed', body: 'New terms' });

    const verified = await verify(email, attempt);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as Me).contractRequired).toEqual({ role: 'parent', version: ticked + 1, updated: true });
    expect((await acceptancesOf(email)).map((a) => [a.version, a.marketing_opt_in])).toEqual([[ticked, false]]);
  });

  it('verifies nothing when the acceptance cannot be recorded (one transaction)', async () => {
    const email = newEmail();
    const attempt = await signUp(email);
    const restore = await failInsertsInto(t, 'contract_acceptances');
    try {
      expect((await verify(email, attempt)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const user = await queryOne<{ email_verified_at: Date | null; password_hash: string | null }>(
      t,
      sql`select email_verified_at, password_hash from users where email = ${email}`,
    );
    expect(user).toEqual({ email_verified_at: null, password_hash: null });
    // The code was not used up: entered again, it completes the sign-up with the acceptance.
    expect((await verify(email, attempt)).statusCode).toBe(200);
    expect(await acceptancesOf(email)).toHaveLength(1);
  });
});
