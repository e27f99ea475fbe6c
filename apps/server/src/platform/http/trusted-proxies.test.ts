import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const HSTS = 'max-age=31536000; includeSubDomains';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /health from `ip` (127.0.0.1: a proxy on this machine) with these headers. */
const fetchFrom = (t: TestApp, ip: string, headers: Record<string, string>) =>
  t.request({ club: null, url: '/health', ip, headers });

// Headers in, headers out: on one driver (httpLayerDriver says why).
describe('what the server believes of the proxy in front of it', () => {
  const driver = httpLayerDriver;
  let production: TestApp;
  let widened: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
    widened = await createTestApp(driver, { env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback, 10.0.0.0/8' } });
    development = await createTestApp(driver);
  });
  afterAll(async () => {
    await production.close();
    await widened.close();
    await development.close();
  });

  describe('HSTS', () => {
    it('is sent over HTTPS, as the trusted proxy says', async () => {
      const res = await fetchFrom(production, '127.0.0.1', { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    });

    it('is not sent over http, nor when someone who is not a trusted proxy claims https', async () => {
      for (const [t, ip, proto] of [
        [production, '127.0.0.1', 'http'],
        [production, '198.51.100.7', 'https'],
        [development, '127.0.0.1', 'https'],
      ] as const) {
        const res = await fetchFrom(t, ip, { 'x-forwarded-proto': proto });
        expect(res.statusCode).toBe(200);
        expect(res.headers['strict-transport-security'], `${ip} ${proto}`).toBeUndefined();
      }
    });
  });

  describe('TRUST_PROXY', () => {
    it('believes only a proxy on this machine by default, not one elsewhere on a private network', async () => {
      const res = await fetchFrom(production, '10.0.0.5', { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('believes the proxies it is widened to name', async () => {
      const res = await fetchFrom(widened, '10.0.0.5', { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    });
  });

  describe('X-Request-Id', () => {
    it("is the trusted proxy's, so its log and ours share the id", async () => {
      const res = await fetchFrom(production, '127.0.0.1', { 'x-request-id': 'proxy-id-123' });
      expect(res.headers['x-request-id']).toBe('proxy-id-123');
      expect((await fetchFrom(widened, '10.0.0.5', { 'x-request-id': 'proxy-id-456' })).headers['x-request-id']).toBe(
        'proxy-id-456',
      );
    });

    it("is never a client's own: anyone else gets a new id", async () => {
      for (const [t, ip] of [
        [production, '198.51.100.7'],
        [production, '10.0.0.5'],
        [development, '127.0.0.1'],
      ] as const) {
        const res = await fetchFrom(t, ip, { 'x-request-id': 'chosen-by-client' });
        expect(res.headers['x-request-id'], ip).toMatch(UUID);
      }
    });

    it('is a new one when even the proxy sends an overlong id', async () => {
      const res = await fetchFrom(production, '127.0.0.1', { 'x-request-id': 'x'.repeat(65) });
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });
});
