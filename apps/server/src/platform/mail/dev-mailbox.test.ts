import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type RequestOptions, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const ROUTES = ['/api/dev/mailbox', '/dev/mailbox'];

/** Both routes, each answering `status`. */
async function expectBoth(t: TestApp, status: number, opts: Omit<RequestOptions, 'url'> = {}) {
  for (const url of ROUTES) {
    const res = await t.request({ club: null, ...opts, url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  }
}

describe.each(testDrivers)('who may read the dev mailbox, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('answers on the platform host, to this machine (IPv4 or IPv6 loopback)', async () => {
    for (const ip of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) await expectBoth(t, 200, { ip });
  });

  it("is not there on a club's host, nor on any name but the platform's (a rebound DNS name)", async () => {
    await expectBoth(t, 404, { club: 'demo' });
    await expectBoth(t, 404, { club: 'no-such-club' });
    await expectBoth(t, 404, { headers: { host: 'attacker.example:3000' } });
    await expectBoth(t, 404, { headers: { host: '127.0.0.1:3000' } });
  });

  it('refuses any other client address, whatever X-Forwarded-For claims', async () => {
    await expectBoth(t, 403, { ip: '198.51.100.7' });
    await expectBoth(t, 403, { ip: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    const res = await t.request({ club: null, ip: '198.51.100.7', url: '/api/dev/mailbox' });
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/this machine/) });
  });

  it('refuses before it reads its input: a bad filter from a club host is a 404, not a 400', async () => {
    const res = await t.request({ club: 'demo', url: '/api/dev/mailbox?to=a%00b' });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(testDrivers)('the dev mailbox, where emails really leave, on %s', (driver) => {
  it.each([
    ['an SMTP server is set (SMTP_URL)', { smtp: true }],
    ['production', { env: { NODE_ENV: 'production' } }],
  ])('is not registered when %s', async (_, opts) => {
    const t = await createTestApp(driver, opts);
    try {
      await expectBoth(t, 404);
      expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/mailbox' })).toBe(false);
      expect((await t.request({ club: null, url: '/dev/mailbox' })).body).not.toContain('@example.com');
    } finally {
      await t.close();
    }
  });
});
