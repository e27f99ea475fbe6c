import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whoAmI } from './accounts.js';
import { malformedRequests, type MalformedRequest, type Operation } from './malformed-requests.js';
import { createTestApp, freshIp, type TestApp } from './test-app.js';
import { httpLayerDriver } from './test-database.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
/** A stack frame, a source path or a dependency's name in an answer means internals leaked. */
const LEAK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

/**
 * The fuzz test, as one caller (`email`'s account at the demo club, or nobody): every operation of the OpenAPI
 * document gets at least 30 malformed requests and must answer each with something other than a 5xx, without
 * internals in the answer. One file per caller (`platform/http/malformed-requests-*.test.ts`), so the three passes
 * (about 15,000 requests each) share the suite's workers instead of queuing in one.
 * On one driver (httpLayerDriver says why).
 */
export function sweepMalformedRequestsAs(who: string, email: string | null) {
  describe(`malformed requests to every route, as ${who}`, () => {
    let t: TestApp;
    let operations: { method: Method; path: string; variants: MalformedRequest[] }[];

    beforeAll(async () => {
      t = await createTestApp(httpLayerDriver);
      const document = (await t.get(null, '/api/docs/json')).json() as {
        paths: Record<string, Partial<Record<Method, Operation>>>;
      };
      operations = Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          method,
          path,
          variants: malformedRequests(path, item[method]!),
        })),
      );
    });
    afterAll(() => t.close());

    it('makes at least 30 variants of every operation', () => {
      expect(operations.length).toBeGreaterThan(30);
      const thin = operations.filter((o) => o.variants.length < 30);
      expect(thin.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    });

    it(`answers none with a 5xx or a stack trace, as ${who}`, async () => {
      const signIn = () => (email ? t.signIn('demo', email) : Promise.resolve(undefined));
      let cookie = await signIn();
      const failures: string[] = [];
      let sent = 0;
      for (const { method, path, variants } of operations) {
        for (const variant of variants) {
          const res = await t.request({
            method: method.toUpperCase() as 'GET',
            url: variant.url,
            body: variant.payload,
            headers: variant.headers,
            cookie,
            ip: freshIp(),
          });
          sent += 1;
          if (res.statusCode >= 500 || LEAK.test(res.body))
            failures.push(
              `${method.toUpperCase()} ${path} with ${variant.label}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
        // Signing out (or a change to one's own access) ends the session: carry on signed in.
        if (cookie && !(await whoAmI(t, cookie)).user) cookie = await signIn();
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(operations.length * 30);
      // About 15,000 requests: a minute on a quiet machine, longer on a busy CI one.
    }, 300_000);
  });
}
