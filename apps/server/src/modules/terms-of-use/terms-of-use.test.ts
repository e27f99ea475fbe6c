import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, switchedInto, userIdOf, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, type BadInputCase } from '../../test-support/bad-input.js';
import { failInsertsInto } from '../../test-support/failing-writes.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { authContextFor } from '../../platform/security/auth-context.js';
import { peopleDirectory } from '../people/index.js';
import { acceptContract } from './accept-contract.js';
import { termsOfUseRepository } from './terms-of-use.repository.js';
import { acceptancesOf as acceptancesOfPerson } from '../../test-support/acceptances.js';

const ACCEPT = '/api/v4/contract/accept';
const PAGE = '/terms/update';
const TERMS_REQUIRED = 'Please accept these Terms of Use to continue';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDrivers)('contracts and consent on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const acceptancesOf = (email: string) => acceptancesOfPerson(t, email);

  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const [who, email] of Object.entries(DEMO))
      cookies[who] = await t.signIn(who === 'riversideOrganiser' ? 'riverside' : 'demo', email);
  });
  afterAll(() => t.close());

  describe('the published texts', () => {
    it.each(['parent', 'coach', 'organiser'])('serves the latest %s contract, whole and as a summary', async (role) => {
      const latest = await t.get('demo', `/api/v4/public/contract/${role}/latest`);
      const summary = await t.get('demo', `/api/v4/public/contract/${role}/summary`);
      expect(latest.statusCode).toBe(200);
      expect(summary.statusCode).toBe(200);
      expect(latest.json()).toMatchObject({ role, version: 1 });
      expect(summary.json()).toMatchObject({ role, version: 1 });
      expect(latest.json().text).toContain('<h2>');
      expect(summary.json().text).toContain("What's changed");
      expect(latest.json().text.length).toBeGreaterThan(summary.json().text.length);
    });

    it('gives the three roles different texts, and treats any other role as organiser', async () => {
      const texts = await Promise.all(
        ['parent', 'coach', 'organiser'].map(
          async (r) => (await t.get('demo', `/api/v4/public/contract/${r}/summary`)).json().text,
        ),
      );
      expect(new Set(texts).size).toBe(3);
      for (const other of ['franchise_manager', 'client', 'admin']) {
        const res = await t.get('demo', `/api/v4/public/contract/${other}/summary`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ role: 'organiser', version: 1, text: texts[2] });
      }
    });
    it('refuses an overlong role, naming it', async () => {
      await expectInputRefused(t, {
        name: 'overlong role',
        request: { url: `/api/v4/public/contract/${'x'.repeat(41)}/latest` },
        field: 'params.role',
      });
    });
  });

  describe('who must accept', () => {
    it.each([
      ['parent', { role: 'parent', version: 1, updated: false }],
      ['coach', { role: 'coach', version: 1, updated: false }],
      ['organiser', { role: 'organiser', version: 1, updated: false }],
      ['support', null],
    ])('%s: contractRequired is %j', async (who, expected) => {
      expect((await whoAmI(t, cookies[who])).contractRequired).toEqual(expected);
    });

    it('asks nothing of a person at a club where they have no role', async () => {
      expect((await whoAmI(t, cookies.riversideOrganiser, 'demo')).contractRequired).toBeNull();
      expect((await whoAmI(t, cookies.riversideOrganiser, 'riverside')).contractRequired).toEqual({
        role: 'organiser',
        version: 1,
        updated: false,
      });
    });
  });

  describe('accepting', () => {
    it('records who, which version, when, from where, and the consents of a parent', async () => {
      const res = await t.request({
        method: 'POST',
        url: ACCEPT,
        cookie: cookies.parent,
        headers: { 'user-agent': 'ParentPhone/1.0' },
        body: { version: 1, acceptTerms: true, marketingOptIn: true, specialCategoryConsent: true },
        ip: '192.0.2.10',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'accepted' });
      expect(await acceptancesOf(DEMO.parent)).toEqual([
        {
          user_id: await userIdOf(t, DEMO.parent),
          role: 'parent',
          version: 1,
          club: 'demo',
          accepted_epoch: t.clock.now().getTime() / 1000,
          ip: '192.0.2.10',
          user_agent: 'ParentPhone/1.0',
          marketing_opt_in: true,
          special_category_consent: true,
        },
      ]);
      expect(
        (
          await queryOne<{ marketing_opt_in: boolean }>(
            t,
            sql`select marketing_opt_in from users where email = ${DEMO.parent}`,
          )
        ).marketing_opt_in,
      ).toBe(true);
      expect((await whoAmI(t, cookies.parent)).contractRequired).toBeNull();
      // Accepting again changes nothing.
      expect(
        (
          await t.request({
            method: 'POST',
            url: ACCEPT,
            cookie: cookies.parent,
            body: { version: 1, acceptTerms: true },
          })
        ).statusCode,
      ).toBe(200);
      expect(await acceptancesOf(DEMO.parent)).toHaveLength(1);
    });

    it('takes the contract page form, with its consents, and redirects (303) to where the person was going', async () => {
      const res = await t.request({
        method: 'POST',
        url: PAGE,
        cookie: cookies.coach,
        headers: FORM,
        body: 'version=1&acceptTerms=on&next=%2Fcms%2Fregisters',
      });
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe('/cms/registers');
      expect(await acceptancesOf(DEMO.coach)).toMatchObject([
        { role: 'coach', version: 1, club: 'demo', marketing_opt_in: null, special_category_consent: null },
      ]);
      expect((await whoAmI(t, cookies.coach)).contractRequired).toBeNull();
    });

    it("records a parent's 'no' to marketing from the form", async () => {
      const email = 'form-parent@example.org';
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email);
      const res = await t.request({
        method: 'POST',
        url: PAGE,
        cookie,
        headers: FORM,
        body: 'version=1&acceptTerms=on&marketingOptIn=no&specialCategoryConsent=on',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
      expect(await acceptancesOf(email)).toMatchObject([
        { role: 'parent', marketing_opt_in: false, special_category_consent: true },
      ]);
    });

    it("keeps no acceptance when a parent's marketing choice cannot be saved (one transaction)", async () => {
      const email = 'atomic-parent@example.org';
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email);
      const accept = () =>
        t.request({
          method: 'POST',
          url: ACCEPT,
          cookie,
          body: { version: 1, acceptTerms: true, marketingOptIn: true, specialCategoryConsent: true },
        });
      const restore = await failInsertsInto(t, 'users', 'UPDATE');
      try {
        expect((await accept()).statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await acceptancesOf(email)).toEqual([]);
      expect((await accept()).statusCode).toBe(200);
      expect(await acceptancesOf(email)).toMatchObject([{ role: 'parent', marketing_opt_in: true }]);
    });

    it(`refuses without acceptTerms: '${TERMS_REQUIRED}', and records nothing`, async () => {
      for (const request of [
        { method: 'POST' as const, url: ACCEPT, cookie: cookies.organiser, body: { version: 1 } },
        { method: 'POST' as const, url: ACCEPT, cookie: cookies.organiser, body: { version: 1, acceptTerms: false } },
        { method: 'POST' as const, url: PAGE, cookie: cookies.organiser, body: { version: 1 } },
      ]) {
        const res = await expectInputRefused(t, { name: 'no acceptTerms', request, field: 'body.acceptTerms' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(TERMS_REQUIRED);
        expect(res.json().error.issues).toContainEqual({ path: 'body.acceptTerms', message: TERMS_REQUIRED });
      }
      expect((await whoAmI(t, cookies.organiser)).contractRequired).toEqual({
        role: 'organiser',
        version: 1,
        updated: false,
      });
    });

    it('sends a refused browser form back to the contract page with the reason, never to a JSON error', async () => {
      const form = (body: string, cookie?: string) =>
        t.request({ method: 'POST', url: PAGE, cookie, headers: FORM, body });
      const unticked = await form('version=1&next=%2Fcamp%2F1', cookies.organiser);
      expect(unticked.statusCode).toBe(303);
      expect(unticked.headers.location).toBe('/terms/update?next=%2Fcamp%2F1&error=accept-terms');
      const tampered = await form('version=banana&acceptTerms=on&next=%2F%2Fevil.example', cookies.organiser);
      expect(tampered.headers.location).toBe('/terms/update?next=%2F&error=failed');
      const signedOut = await form('version=1&acceptTerms=on&next=%2Fcamp%2F1');
      expect(signedOut.statusCode).toBe(303);
      expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent('/terms/update?next=%2Fcamp%2F1')}`);
      expect(await acceptancesOf(DEMO.organiser)).toEqual([]);
      expect((await whoAmI(t, cookies.organiser)).contractRequired).toEqual({
        role: 'organiser',
        version: 1,
        updated: false,
      });
    });

    it('asks for a sign-in first', async () => {
      const res = await t.request({ method: 'POST', url: ACCEPT, body: { version: 1, acceptTerms: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });

    const badInput: BadInputCase[] = [
      {
        name: 'no version',
        request: { method: 'POST', url: ACCEPT, body: { acceptTerms: true } },
        field: 'body.version',
      },
      {
        name: 'version not a number',
        request: { method: 'POST', url: ACCEPT, body: { version: 'latest', acceptTerms: true } },
        field: 'body.version',
      },
      {
        name: 'version negative',
        request: { method: 'POST', url: ACCEPT, body: { version: -1, acceptTerms: true } },
        field: 'body.version',
      },
      {
        name: 'marketing neither yes nor no',
        request: { method: 'POST', url: ACCEPT, body: { version: 1, acceptTerms: true, marketingOptIn: 'maybe' } },
        field: 'body.marketingOptIn',
      },
      {
        name: 'next off the site',
        request: { method: 'POST', url: PAGE, body: { version: 1, acceptTerms: true, next: '//evil.example' } },
        field: 'body.next',
      },
      {
        name: 'next overlong',
        request: { method: 'POST', url: PAGE, body: { version: 1, acceptTerms: true, next: `/${'x'.repeat(500)}` } },
        field: 'body.next',
      },
    ];
    it.each(badInput)('refuses bad input: $name', async (c) => {
      await expectInputRefused(t, { ...c, request: { ...c.request, cookie: cookies.organiser } });
    });

    it('refuses a version that is no longer the latest, and asks again when a new version is published', async () => {
      await t.db.execute(
        sql`insert into contracts (role, version, summary, body) values ('parent', 2, '<p>v2 summary</p>', '<h2>v2</h2>')`,
      );
      expect((await whoAmI(t, cookies.parent)).contractRequired).toEqual({ role: 'parent', version: 2, updated: true });
      const stale = await t.request({
        method: 'POST',
        url: ACCEPT,
        cookie: cookies.parent,
        body: { version: 1, acceptTerms: true },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('CONTRACT_OUTDATED');
      const staleForm = await t.request({
        method: 'POST',
        url: PAGE,
        cookie: cookies.parent,
        headers: FORM,
        body: 'version=1&acceptTerms=on&next=%2Fdashboard',
      });
      expect(staleForm.headers.location).toBe('/terms/update?next=%2Fdashboard&error=outdated');
      expect((await t.get('demo', '/api/v4/public/contract/parent/latest')).json()).toMatchObject({
        version: 2,
        text: '<h2>v2</h2>',
      });
      expect(
        (
          await t.request({
            method: 'POST',
            url: ACCEPT,
            cookie: cookies.parent,
            body: { version: 2, acceptTerms: true },
          })
        ).statusCode,
      ).toBe(200);
      expect((await acceptancesOf(DEMO.parent)).map((a) => a.version)).toEqual([1, 2]);
    });
  });

  describe('in a switched session (support acting as the person)', () => {
    const CONSENTS = { version: 1, acceptTerms: true, marketingOptIn: true, specialCategoryConsent: true };
    const marketingOf = async (email: string) =>
      (await queryOne<{ marketing_opt_in: boolean }>(t, sql`select marketing_opt_in from users where email = ${email}`))
        .marketing_opt_in;
    /** A parent who owes the latest parent contract, signed in themselves and switched into by support. */
    const newParent = async (email: string) => {
      await createPerson(t, { email, firstName: 'Pat', memberships: [{ club: 'demo', role: 'parent' }] });
      const own = await t.signIn('demo', email);
      const owed = (await whoAmI(t, own)).contractRequired;
      expect(owed).toMatchObject({ role: 'parent' });
      return { switched: await switchedInto(t, email), own, version: owed!.version };
    };

    it('refuses the consents, records nothing, and leaves the parent free to give their own', async () => {
      const email = 'switched-parent@example.org';
      const { switched, own, version } = await newParent(email);
      // Support can look around: a switched session is never sent to the contract page.
      expect((await whoAmI(t, switched)).contractRequired).toBeNull();

      const consents = { ...CONSENTS, version };
      const refused = await t.request({ method: 'POST', url: ACCEPT, cookie: switched, body: consents });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'SWITCHED_SESSION_REFUSED',
        message: messages.switchedSession.refused('Pat'),
      });
      expect(await acceptancesOf(email)).toEqual([]);
      expect(await marketingOf(email)).toBe(false);

      const accepted = await t.request({ method: 'POST', url: ACCEPT, cookie: own, body: consents });
      expect(accepted.statusCode).toBe(200);
      expect(await acceptancesOf(email)).toMatchObject([
        { user_id: await userIdOf(t, email), marketing_opt_in: true, special_category_consent: true },
      ]);
      expect(await marketingOf(email)).toBe(true);
    });

    it("sends the contract page's form back to the page, which explains, and records nothing", async () => {
      const email = 'switched-form-parent@example.org';
      const { switched, version } = await newParent(email);
      const res = await t.request({
        method: 'POST',
        url: PAGE,
        cookie: switched,
        headers: FORM,
        body: `version=${version}&acceptTerms=on&marketingOptIn=yes&specialCategoryConsent=on&next=%2Fdashboard`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/terms/update?next=%2Fdashboard&error=failed');
      expect(await acceptancesOf(email)).toEqual([]);
      expect(await marketingOf(email)).toBe(false);
    });

    it('is refused by the use case itself, whatever route reaches it', async () => {
      const email = 'switched-use-case@example.org';
      const { userId } = await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const people = peopleDirectory({ db: t.db });
      const session = { id: 'session', userId, impersonatorUserId: await userIdOf(t, DEMO.support) };
      const auth = (await authContextFor(people, session, null))!;
      const facts = { ip: '192.0.2.1', userAgent: null, clubId: null, now: t.clock.now() };
      let wrote = false;
      const transaction = async () => {
        wrote = true;
      };
      await expect(
        acceptContract(termsOfUseRepository(t.db), auth, CONSENTS, facts, transaction),
      ).rejects.toMatchObject({ code: 'SWITCHED_SESSION_REFUSED' });
      expect(wrote).toBe(false);
      // The marketing choice it would save is refused on its own too.
      const actor = { userId, firstName: 'Test', impersonatorUserId: session.impersonatorUserId };
      await expect(people.setMarketingOptIn(actor, true, t.clock.now())).rejects.toMatchObject({
        code: 'SWITCHED_SESSION_REFUSED',
      });
      expect(await marketingOf(email)).toBe(false);
    });
  });
});
