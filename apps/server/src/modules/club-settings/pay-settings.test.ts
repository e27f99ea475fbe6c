import type {
  AdminPaymentSettings,
  ClubPlatformSubscription,
  CreateSetupFeesResponse,
  HowToPay,
  SetupFeeContact,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Everything these routes may write: bad input or a refused caller must leave all of it as it was. */
const SETTINGS_TABLES = [
  'club_settings',
  'club_payment_settings',
  'club_policies',
  'club_booking_settings',
  'orders',
  'order_lines',
  'audit_log',
];

describe.each(testDrivers)('club settings: payments, policies, admin tools on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies & { noFinance: string; support: string };
  const get = (url: string, cookie = cookies.organiser, club = 'demo') => t.request({ club, url, cookie });
  const post = (url: string, body: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body });
  const digest = () => accountTablesDigest(t, SETTINGS_TABLES);

  /** A refused or bad request: its status, the field its answer names (if any), and nothing written. */
  async function expectRefused(send: () => ReturnType<typeof post>, status: number, field?: string) {
    const before = await digest();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    if (field) expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await digest()).toBe(before);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = {
      ...(await signInDemoPeople(t)),
      noFinance: await signInOrganiserWithoutFinance(t),
      support: await t.signIn('demo', DEMO.support),
    };
  });
  afterAll(() => t.close());

  describe('Club Settings – Payments', () => {
    const SETTINGS = '/api/settings/payment-settings';

    it('an organiser switches methods on, gives their details, and parents see them with the instructions', async () => {
      expect((await get(SETTINGS)).json()).toEqual({ data: {}, paymentInstructions: '' });
      for (const [setting, value] of [
        ['payment-method:bank-transfer', '1'],
        ['payment-method:bank-transfer:account-name', 'Demo Sports Ltd'],
        ['payment-method:bank-transfer:sort-code', '12-34-56'],
        ['payment-method:childcare-vouchers', '1'],
        ['payment-method:childcare-vouchers:provider', 'Edenred'],
        ['payment-method:cash', '0'],
      ]) {
        const res = await post(SETTINGS, { setting, value });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data[setting]).toBe(value);
      }
      const saved = await post('/api/settings/payment-instructions', {
        paymentInstructions: ' Quote your order ref. ',
      });
      expect(saved.json()).toEqual({ paymentInstructions: 'Quote your order ref.' });
      const settings = (await get(SETTINGS)).json() as AdminPaymentSettings;
      expect(settings.paymentInstructions).toBe('Quote your order ref.');

      const howToPay = (await get('/api/settings/how-to-pay', cookies.parent)).json() as HowToPay;
      expect(howToPay.paymentInstructions).toBe('Quote your order ref.');
      expect(howToPay.methods.map((m) => [m.title, m.details])).toEqual([
        [
          'Bank transfer',
          [
            { label: 'Account name', value: 'Demo Sports Ltd' },
            { label: 'Sort code', value: '12-34-56' },
          ],
        ],
        ['Childcare vouchers', [{ label: 'Voucher provider', value: 'Edenred' }]],
      ]);
      // Riverside's parents are told nothing of demo's.
      const riverside = (await get('/api/settings/how-to-pay', cookies.riverside, 'riverside')).json() as HowToPay;
      expect(riverside).toEqual({ paymentInstructions: '', methods: [] });
    });

    it('the page saves every setting and the instructions at once; one refusal names its field and saves none (issue 23.6)', async () => {
      const put = (body: unknown, cookie = cookies.organiser) =>
        t.request({ club: 'demo', method: 'PUT', url: SETTINGS, cookie, body });
      const form = {
        settings: {
          'payment-method:cheque': '1',
          'payment-method:bank-transfer': '1',
          'payment-method:bank-transfer:account-name': 'Demo Sports Ltd',
          'payment-method:bank-transfer:sort-code': '12 34 56',
        },
        paymentInstructions: 'Quote your order number.',
      };
      const sortCode = 'body.settings.payment-method:bank-transfer:sort-code';
      await expectRefused(() => put(form), 400, sortCode);
      await expectRefused(
        () => put({ ...form, settings: { 'payment-method:card': '0' } }),
        400,
        'body.settings.payment-method:card',
      );
      await expectRefused(
        () => put({ ...form, settings: { 'not-a-setting': '1' } }),
        400,
        'body.settings.not-a-setting',
      );
      await expectRefused(() => put(form, cookies.noFinance), 403);

      const fixed = { ...form, settings: { ...form.settings, 'payment-method:bank-transfer:sort-code': '12-34-56' } };
      const saved = await put(fixed);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ data: fixed.settings, paymentInstructions: 'Quote your order number.' });
      expect((await get(SETTINGS)).json()).toMatchObject({ data: fixed.settings });
    });

    it.each([
      ['an unknown setting', { setting: 'absorbCharges', value: '1' }, 'body.setting'],
      ['a method set to neither 1 nor 0', { setting: 'payment-method:cash', value: 'yes' }, 'body.value'],
      [
        'a provider not in its list',
        { setting: 'payment-method:childcare-vouchers:provider', value: 'Acme' },
        'body.value',
      ],
      [
        'a sort code of letters',
        { setting: 'payment-method:bank-transfer:sort-code', value: 'ab-cd-ef' },
        'body.value',
      ],
      [
        'an account number too short',
        { setting: 'payment-method:bank-transfer:account-number', value: '1234' },
        'body.value',
      ],
      ['a value that is no string', { setting: 'payment-method:cash', value: 1 }, 'body.value'],
      ['no setting', { value: '1' }, 'body.setting'],
    ])('%s is a 400 naming the field, and nothing is saved', async (_, body, field) => {
      await expectRefused(() => post(SETTINGS, body), 400, field);
    });

    it('instructions over the limit are a 400, and nothing is saved', async () => {
      await expectRefused(
        () => post('/api/settings/payment-instructions', { paymentInstructions: 'x'.repeat(2001) }),
        400,
        'body.paymentInstructions',
      );
    });

    it('needs financial access; coaches, parents and other clubs are refused', async () => {
      const body = { setting: 'payment-method:cash', value: '1' };
      for (const cookie of [cookies.noFinance, cookies.coach, cookies.parent, cookies.riverside]) {
        await expectRefused(() => post(SETTINGS, body, cookie), 403);
        expect((await get(SETTINGS, cookie)).statusCode).toBe(403);
      }
      // Riverside's organiser on riverside's site sees riverside's settings: none of demo's.
      expect((await get(SETTINGS, cookies.riverside, 'riverside')).json()).toEqual({
        data: {},
        paymentInstructions: '',
      });
    });
  });

  describe('policies', () => {
    const TERMS = '/api/settings/policy/terms-and-conditions';

    it('an organiser writes the terms and the privacy policy, the public routes show them, and clearing removes them', async () => {
      const saved = await post(TERMS, { text: 'Term fees are not refundable.\r\n\r\nBe kind.' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().policy.text).toBe('Term fees are not refundable.\n\nBe kind.');
      expect((await get('/rest/v1/policy/terms-and-conditions', undefined)).json().policy.text).toBe(
        'Term fees are not refundable.\n\nBe kind.',
      );
      await post('/api/settings/policy/privacy', { text: 'We keep your data safe.' }, cookies.noFinance);
      expect((await get('/rest/v1/policy/privacy', undefined)).json().policy.text).toBe('We keep your data safe.');
      // Riverside has written neither.
      expect((await get('/rest/v1/policy/privacy', undefined, 'riverside')).json()).toEqual({ policy: null });

      expect((await post(TERMS, { text: '   ' })).json()).toEqual({ policy: null });
      expect((await get('/rest/v1/policy/terms-and-conditions', undefined)).json()).toEqual({ policy: null });
    });

    it('a text over the limit is a 400 naming it, and nothing is saved', async () => {
      await expectRefused(() => post(TERMS, { text: 'x'.repeat(50_001) }), 400, 'body.text');
      await expectRefused(() => post(TERMS, {}), 400, 'body.text');
    });

    it('coaches, parents and other clubs’ organisers are refused', async () => {
      for (const cookie of [cookies.coach, cookies.parent, cookies.riverside]) {
        await expectRefused(() => post(TERMS, { text: 'Mine now' }, cookie), 403);
      }
    });
  });

  describe('admin tools: setup fees', () => {
    const CONTACTS = '/api/settings/setup-fee-contacts';
    let demoChildren: number[];
    let riversideChild: number;

    beforeAll(async () => {
      await t.db.execute(sql`insert into club_booking_settings (club_id, setup_fee_amount)
        values ((select id from clubs where subdomain = 'demo'), 1500)
        on conflict (club_id) do update set setup_fee_amount = 1500`);
      demoChildren = (
        await queryAll<{ id: number }>(
          t,
          sql`select c.child_id as id from club_children c join children ch on ch.id = c.child_id
              where c.club_id = (select id from clubs where subdomain = 'demo')
              order by ch.last_name, ch.first_name, ch.id`,
        )
      ).map((r) => r.id);
      riversideChild = (
        await queryOne<{ id: number }>(
          t,
          sql`select child_id as id from club_children where club_id = (select id from clubs where subdomain = 'riverside') limit 1`,
        )
      ).id;
    });

    it('lists the club’s children from Start, Count of them, with whether each has paid', async () => {
      const res = await get(`${CONTACTS}?start=1&count=2`);
      expect(res.statusCode, res.body).toBe(200);
      const { contacts, total } = res.json() as { contacts: SetupFeeContact[]; total: number };
      expect(total).toBe(demoChildren.length);
      expect(contacts.map((c) => c.childId)).toEqual(demoChildren.slice(1, 3));
      expect(contacts[0]).toMatchObject({ setupFeePaid: '0', setupFeePending: false });
      expect(['Yes', 'No']).toContain(contacts[0].inProgramme);
      const inCamp = (await get(`${CONTACTS}?inCamp=1`)).json() as { contacts: SetupFeeContact[] };
      expect(inCamp.contacts.every((c) => c.inCamp === 'Yes')).toBe(true);
    });

    it.each([
      ['a count over the page size', '?count=51', 'querystring.count'],
      ['a negative start', '?start=-1', 'querystring.start'],
      ['a flag that is not 1 or 0', '?inCamp=yes', 'querystring.inCamp'],
    ])('%s is a 400 naming it', async (_, query, field) => {
      await expectRefused(() => get(`${CONTACTS}${query}`), 400, field);
    });

    it('needs at least one contact selected, and only the club’s children: nothing is made otherwise', async () => {
      const none = await expectRefused(
        () => post('/api/settings/create-setup-fees', { children: [], idempotencyKey: randomUUID() }),
        400,
        'body.children',
      );
      expect(none.json().error.issues[0].message).toBe(messages.paySettings.selectOneContact);
      await expectRefused(
        () =>
          post('/api/settings/create-setup-fees', {
            children: [demoChildren[0], riversideChild],
            idempotencyKey: randomUUID(),
          }),
        400,
        'body.children.1',
      );
    });

    it('creates a setup-fee order, for the parent to pay, for every selected contact with none', async () => {
      const chosen = demoChildren.slice(0, 2);
      const res = await post('/api/settings/create-setup-fees', { children: chosen, idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      const made = res.json() as CreateSetupFeesResponse;
      expect(made.skipped).toEqual([]);
      expect(made.orders.flatMap((o) => o.childIds).sort()).toEqual([...chosen].sort());
      const lines = await queryAll<{ childId: number; type: string; amount: number; status: string }>(
        t,
        sql`select l.child_id as "childId", l.type, l.amount, o.status from order_lines l join orders o on o.id = l.order_id
            where o.uuid in (${sql.join(
              made.orders.map((o) => sql`${o.uuid}`),
              sql`, `,
            )})`,
      );
      expect(lines.map((l) => l.childId).sort()).toEqual([...chosen].sort());
      expect(lines.every((l) => l.type === 'setup-fee' && l.amount === 1500 && l.status === 'pending')).toBe(true);

      // Asked again, they have one (waiting for payment): nothing more is made.
      const again = (
        await post('/api/settings/create-setup-fees', { children: chosen, idempotencyKey: randomUUID() })
      ).json() as CreateSetupFeesResponse;
      expect(again).toEqual({ orders: [], skipped: chosen });
      const listed = (await get(`${CONTACTS}?count=2`)).json() as { contacts: SetupFeeContact[] };
      expect(listed.contacts.every((c) => c.setupFeePending)).toBe(true);
    });

    it('reset: every member ends with no setup fee, and the reset is audit-logged', async () => {
      const child = demoChildren[2];
      const marked = await post(`/api/v4/orders/setup-fee/${child}`, { status: '1' });
      expect(marked.statusCode, marked.body).toBe(200);
      const paid = (await get(`${CONTACTS}?count=50`)).json() as { contacts: SetupFeeContact[] };
      expect(paid.contacts.find((c) => c.childId === child)?.setupFeePaid).toBe('1');

      t.clock.advance(60_000);
      const res = await post('/api/settings/reset-setup-fees', undefined);
      expect(res.statusCode, res.body).toBe(200);
      const after = (await get(`${CONTACTS}?count=50`)).json() as { contacts: SetupFeeContact[] };
      expect(after.contacts.every((c) => c.setupFeePaid === '0')).toBe(true);
      const audit = await queryOne<{ action: string; actor: string }>(
        t,
        sql`select a.action, u.email as actor from audit_log a join users u on u.id = a.actor_user_id
            where a.action = 'setup-fees.reset' order by a.id desc limit 1`,
      );
      expect(audit).toEqual({ action: 'setup-fees.reset', actor: DEMO.organiser });
    });

    it('is refused without financial access, to coaches and parents, and to other clubs', async () => {
      for (const cookie of [cookies.noFinance, cookies.coach, cookies.parent, cookies.riverside, cookies.support]) {
        await expectRefused(() => post('/api/settings/reset-setup-fees', undefined, cookie), 403);
        await expectRefused(
          () =>
            post('/api/settings/create-setup-fees', { children: demoChildren, idempotencyKey: randomUUID() }, cookie),
          403,
        );
      }
    });
  });

  describe("admin tools: the club's card-provider subscription id", () => {
    const RESET = '/rest/v1/client/settings/reset-stripe-subscription';
    const RESTORE = '/rest/v1/client/settings/restore-stripe-subscription';

    beforeAll(async () => {
      await t.db.execute(sql`insert into club_payment_settings (club_id, subscription_id)
        values ((select id from clubs where subdomain = 'demo'), 'sub_demo')
        on conflict (club_id) do update set subscription_id = 'sub_demo'`);
    });

    it('only support resets it; organisers are refused', async () => {
      for (const cookie of [cookies.organiser, cookies.noFinance, cookies.coach, cookies.parent, cookies.riverside]) {
        await expectRefused(() => post(RESET, undefined, cookie), 403);
        await expectRefused(() => post(RESTORE, undefined, cookie), 403);
      }
    });

    it('support clears the id, keeps it, and restores it; the club is told it has none meanwhile', async () => {
      const reset = await post(RESET, undefined, cookies.support);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toEqual({ subscriptionId: null, previousSubscriptionId: 'sub_demo' });
      const seen = (
        await get('/rest/v1/client/settings/subscription', cookies.noFinance)
      ).json() as ClubPlatformSubscription;
      expect(seen.subscriptionId).toBeNull();
      // A second reset changes nothing: the kept id stays.
      expect((await post(RESET, undefined, cookies.support)).json()).toEqual(reset.json());

      const restored = await post(RESTORE, undefined, cookies.support);
      expect(restored.json()).toEqual({ subscriptionId: 'sub_demo', previousSubscriptionId: null });
      const nothingKept = await post(RESTORE, undefined, cookies.support);
      expect(nothingKept.statusCode).toBe(409);
      expect(nothingKept.json().error.message).toBe(messages.paySettings.nothingToRestore);

      const audit = await queryAll<{ action: string; impersonator: number | null }>(
        t,
        sql`select action, impersonator_user_id as impersonator from audit_log
            where action like 'club.subscription-%' order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['club.subscription-reset', 'club.subscription-restored']);
    });
  });
});
