import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DEMO_PASSWORD } from '../db/seed/demo-people.js';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.js';
import { createTestDatabase, type Driver, type TestDatabase } from './test-database.js';

/**
 * A fixed "now" for tests: mid-October 2026, so the demo's current term spans the UK clocks
 * change of 25 October 2026.
 */
const hostOf = (subdomain: string | null) => (subdomain ? `${subdomain}.localhost:3000` : 'localhost:3000');

/** The Cookie header that sends back the cookies a response set. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`).join('; ');
}

export const TEST_NOW = new Date('2026-10-14T11:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  /** GET with the Host header of a club (`demo`) or of the platform (null). */
  get(subdomain: string | null, url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST JSON from a page of the same site (Origin set, as a browser does). */
  post(subdomain: string | null, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Signs a person in by password on a club's host; returns the Cookie header value to send. */
  signIn(subdomain: string | null, email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(driver: Driver, opts: { seed?: boolean; now?: Date; env?: Record<string, string> } = {}): Promise<TestApp> {
  const now = opts.now ?? TEST_NOW;
  const testDb = await createTestDatabase(driver);
  if (opts.seed !== false) await seedDemoIfEmpty(testDb.database.db, now);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...opts.env });
  const app = await buildApp({ config, database: testDb.database, clock: () => now });
  await app.ready();
  return {
    app,
    testDb,
    get: (subdomain, url, headers = {}) => app.inject({ method: 'GET', url, headers: { host: hostOf(subdomain), ...headers } }),
    post: (subdomain, url, body, headers = {}) => app.inject({
      method: 'POST', url, payload: body as object | undefined,
      headers: { host: hostOf(subdomain), origin: `http://${hostOf(subdomain)}`, ...headers },
    }),
    async signIn(subdomain, email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST', url: '/api/v4/public/authentication/login-user', payload: { email, password },
        headers: { host: hostOf(subdomain), origin: `http://${hostOf(subdomain)}` },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return cookieHeader(res);
    },
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
