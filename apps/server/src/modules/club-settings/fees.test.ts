import type { ClubSettingsValues, HealthCheck } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../test-support/accounts.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const refused = messages.fees.refused;

describe.each(testDrivers)('platform fees, the Health Check and settings toggles on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies & { noFinance: string };

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ method, club, url, cookie, ...(method === 'POST' && { body: body ?? {} }) });
  const ok = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const healthCheck = async () => (await ok<{ data: HealthCheck }>('GET', '/api/settings/health-check')).data;
  const feeModeOf = (club: string) =>
    queryOne<{ absorb: boolean; psb: boolean }>(
      t,
      sql`select absorb_charges as absorb, payment_secures_booking as psb from club_payment_settings s
          join clubs c on c.id = s.club_id where c.subdomain = ${club}`,
    );
  const expectRefused = async (res: { statusCode: number; body: string }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body).error.message).toContain(message);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = { ...(await signInDemoPeople(t)), noFinance: await signInOrganiserWithoutFinance(t) };
  });
  afterAll(() => t.close());

  it("reads the club's switches as numbers and its fee data", async () => {
    expect(await healthCheck()).toEqual({
      smsInvoices: 0,
      absorbCharges: 0,
      paymentSecuresBooking: 0,
      listed: 1,
      fees: {
        commissionPercent: 3,
        providerPercent: 1.5,
        fixedFee: 20,
        currencySymbol: '£',
        supportsListingSite: true,
        supportsSms: true,
      },
    });
  });

  it('refuses Payment Secures Booking while fees are passed on, and changes nothing', async () => {
    const res = await call('POST', '/api/settings/features/toggle', { feature: 'beta-payment-secures-booking' });
    await expectRefused(res, 409, refused.psbNeedsAbsorb);
    expect(await feeModeOf('demo')).toEqual({ absorb: false, psb: false });
  });

  it('absorbs the fees (no body, data 1), then switches Payment Secures Booking on and off', async () => {
    expect(await ok('POST', '/api/settings/platform-fees')).toEqual({ data: 1 });
    expect(await ok('POST', '/api/settings/platform-fees')).toEqual({ data: 1 }); // again: still on
    const toggle = () => ok('POST', '/api/settings/features/toggle', { feature: 'beta-payment-secures-booking' });
    expect(await toggle()).toEqual({ data: 1 });
    expect(await ok('GET', '/api/settings/payment-secures-booking')).toEqual({
      paymentSecuresBooking: 1,
      absorbCharges: 1,
    });
    expect(await ok('GET', '/api/settings/features/beta-payment-secures-booking')).toEqual({ data: 1 });
    // Paying reads the same setting.
    const paying = (await t.get('demo', '/api/v4/parent/payments/payment-settings')).json();
    expect(paying.data).toMatchObject({ absorbCharges: 1, paymentSecuresBooking: 1 });
    expect(await toggle()).toEqual({ data: 0 });
    expect(await toggle()).toEqual({ data: 1 });
  });

  it('passing fees on switches Payment Secures Booking off with it', async () => {
    expect(await feeModeOf('demo')).toEqual({ absorb: true, psb: true });
    expect(await ok('POST', '/api/settings/platform-fees/pass-on')).toEqual({
      data: { absorbCharges: 0, paymentSecuresBooking: 0 },
    });
    expect(await feeModeOf('demo')).toEqual({ absorb: false, psb: false });
    expect((await healthCheck()).absorbCharges).toBe(0);
  });

  it('turns SMS invoices on, and never off again', async () => {
    expect(await ok('POST', '/api/settings/sms', { smsInvoices: 0 })).toEqual({ data: 0 }); // off already
    expect(await ok('POST', '/api/settings/sms', { smsInvoices: 1 })).toEqual({ data: 1 });
    await expectRefused(await call('POST', '/api/settings/sms', { smsInvoices: 0 }), 409, refused.smsStaysOn);
    expect((await healthCheck()).smsInvoices).toBe(1);
  });

  it("refuses SMS and the listing where the club's country has neither", async () => {
    await t.db.execute(sql`update clubs set country = 'FR', listed = false where subdomain = 'riverside'`);
    const riverside = (url: string, body: unknown) => call('POST', url, body, cookies.riverside, 'riverside');
    await expectRefused(await riverside('/api/settings/sms', { smsInvoices: 1 }), 409, refused.smsUnsupported);
    await expectRefused(await riverside('/api/settings/listing', { listed: 1 }), 409, refused.listingUnsupported);
    const club = await queryOne(t, sql`select sms_invoices, listed from clubs where subdomain = 'riverside'`);
    expect(club).toEqual({ sms_invoices: false, listed: false });
  });

  it('lists and unlists the club', async () => {
    expect(await ok('POST', '/api/settings/listing', { listed: 0 })).toEqual({ data: 0 });
    expect((await healthCheck()).listed).toBe(0);
    expect(await ok('POST', '/api/settings/listing', { listed: 1 })).toEqual({ data: 1 });
  });

  it('chooses a club option and switches grading trophies, read back as their values; the options that acted nowhere are gone', async () => {
    const all = async () => (await ok<{ data: ClubSettingsValues }>('GET', '/api/settings/toggles')).data;
    expect(await all()).toEqual({
      settings: { 'grading-trophies': 0, 'sms-booking-confirmations': 0 },
      dropdowns: { 'register-order': 'first-name', 'open-data': 'off' },
    });
    expect(await ok('POST', '/api/settings/dropdown/last-name', { setting: 'register-order' })).toEqual({
      data: 'last-name',
    });
    // Grading trophies act now (issue 25: the trophies module reads the switch): on, read back, and off again.
    expect(await ok('GET', '/api/settings/setting/grading-trophies')).toEqual({ data: 0 });
    expect(await ok('POST', '/api/settings/toggle', { setting: 'grading-trophies' })).toEqual({ data: 1 });
    expect(await all()).toEqual({
      settings: { 'grading-trophies': 1, 'sms-booking-confirmations': 0 },
      dropdowns: { 'register-order': 'last-name', 'open-data': 'off' },
    });
    expect(await ok('POST', '/api/settings/toggle', { setting: 'grading-trophies' })).toEqual({ data: 0 });
    // Trials are the booking settings' switch now; the trial count and trials from the waiting list did nothing and
    // are no longer offered (issue 23.5).
    for (const setting of ['trial-sessions', 'trials']) {
      expect((await call('POST', '/api/settings/toggle', { setting })).statusCode).toBe(400);
      expect((await call('POST', '/api/settings/dropdown/1', { setting })).statusCode).toBe(400);
    }
  });

  it.each([
    ['POST', '/api/settings/dropdown/last-name', { setting: 'no-such-setting' }, 'body.setting'],
    ['POST', '/api/settings/dropdown/last-name', {}, 'body.setting'],
    ['POST', '/api/settings/dropdown/fourteen', { setting: 'register-order' }, 'params.value'],
    ['POST', '/api/settings/features/toggle', { feature: 'beta-everything' }, 'body.feature'],
    ['GET', '/api/settings/features/beta-everything', undefined, 'params.feature'],
    ['POST', '/api/settings/toggle', { setting: 'grading-trophy' }, 'body.setting'],
    ['GET', '/api/settings/setting/trials', undefined, 'params.setting'],
    ['POST', '/api/settings/sms', { smsInvoices: 'yes' }, 'body.smsInvoices'],
    ['POST', '/api/settings/sms', { smsInvoices: 2 }, 'body.smsInvoices'],
    ['POST', '/api/settings/listing', { listed: true }, 'body.listed'],
  ] as const)('%s %s %j answers 400 naming %s, writing nothing', async (method, url, body, path) => {
    const before = await queryAll(t, sql`select * from club_settings order by club_id, key`);
    const flags = await queryAll(t, sql`select sms_invoices, listed, country from clubs order by id`);
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await queryAll(t, sql`select * from club_settings order by club_id, key`)).toEqual(before);
    expect(await queryAll(t, sql`select sms_invoices, listed, country from clubs order by id`)).toEqual(flags);
  });

  it.each([
    ['a coach', 'coach', 403],
    ['a parent', 'parent', 403],
    ['an organiser without financial access', 'noFinance', 403],
    ["another club's organiser", 'riverside', 403],
  ] as const)("refuses %s the club's fees, changing nothing", async (_who, cookie, status) => {
    const mode = await feeModeOf('demo');
    for (const [method, url, body] of [
      ['GET', '/api/settings/health-check', undefined],
      ['POST', '/api/settings/platform-fees', undefined],
      ['POST', '/api/settings/platform-fees/pass-on', undefined],
      ['POST', '/api/settings/features/toggle', { feature: 'beta-payment-secures-booking' }],
      ['POST', '/api/settings/sms', { smsInvoices: 1 }],
    ] as const) {
      const res = await call(method, url, body, cookies[cookie]);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    }
    expect(await feeModeOf('demo')).toEqual(mode);
  });

  it('lets an organiser without financial access choose options, but no coach, parent or other club', async () => {
    const choose = (value: string, cookie: string, club?: string) =>
      call('POST', `/api/settings/dropdown/${value}`, { setting: 'register-order' }, cookie, club);
    expect((await choose('first-name', cookies.noFinance)).statusCode).toBe(200);
    for (const cookie of [cookies.coach, cookies.parent, cookies.riverside]) {
      expect((await choose('last-name', cookie)).statusCode).toBe(403);
    }
    // riverside's organiser on riverside's host changes only riverside's options.
    await choose('last-name', cookies.riverside, 'riverside');
    expect(await ok('GET', '/api/settings/toggles')).toEqual({
      data: {
        settings: { 'grading-trophies': 0, 'sms-booking-confirmations': 0 },
        dropdowns: { 'register-order': 'first-name', 'open-data': 'off' },
      },
    });
    const riverside = await call('GET', '/api/settings/toggles', undefined, cookies.riverside, 'riverside');
    expect(riverside.json()).toEqual({
      data: {
        settings: { 'grading-trophies': 0, 'sms-booking-confirmations': 0 },
        dropdowns: { 'register-order': 'last-name', 'open-data': 'off' },
      },
    });
  });

  describe('the Sales Calculator route', () => {
    const CALCULATOR = '/api/v4/public/sales-calculator';
    const calculate = (query: string, club: string | null = null) => t.request({ club, url: `${CALCULATOR}?${query}` });

    it("answers the spec's figures for the club calculator's defaults, to anyone on any host", async () => {
      for (const club of [null, 'demo']) {
        const res = await calculate('price=100&percent=4.5&fixedFee=20&bookings=100', club);
        expect(res.statusCode, res.body).toBe(200);
        // £104.70 passed on; +4.92 %; £4.92 to process; £105.00 rounded up; £0.08 × 100 bookings = £8.00; 0 extra.
        expect(res.json()).toEqual({
          passedOnCost: 10_470,
          increasePercent: 4.92,
          absorbedTotal: 10_492,
          processingCost: 492,
          roundedTotal: 10_500,
          profit: 800,
          extraBookings: 0,
        });
      }
    });

    const notANumber = messages.fees.calculator.mustBeNumber;
    it.each([
      ['a price in words', 'price=ten&percent=4.5&fixedFee=20&bookings=100', 'querystring.price', notANumber],
      // A negative number is a number: it is told its range (issue 23.24), as the form says it.
      [
        'a negative fixed fee',
        'price=100&percent=4.5&fixedFee=-20&bookings=100',
        'querystring.fixedFee',
        'must be whole pence from 0 to 10000',
      ],
      [
        'a percentage with a sign',
        'price=100&percent=%2B4.5&fixedFee=20&bookings=100',
        'querystring.percent',
        notANumber,
      ],
      ['no bookings', 'price=100&percent=4.5&fixedFee=20', 'querystring.bookings', 'is required'],
    ])('refuses %s: 400 naming the field', async (_, query, field, message) => {
      const res = await calculate(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues).toContainEqual({ path: field, message });
    });
  });
});
