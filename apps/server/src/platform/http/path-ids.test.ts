import { allRoutes, idSchema, type RouteDefinition } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

/**
 * Ids in paths are canonical: a positive whole number in plain digits up to 2147483647, so one row
 * has one URL. Leading zeros are refused too (`01` is not how any link of ours writes 1).
 */
const NOT_IDS = [
  '+1',
  '0x10',
  '1e3',
  '%201',
  '1%20',
  '01',
  '1.0',
  '0',
  '-1',
  '2147483648',
  '99999999999',
  '%D9%A1',
  '1_0',
];

/** Every route naming a row by an id in its path: `[route, parameter]`. */
const idRoutes = Object.values(allRoutes).flatMap((route) =>
  [...route.path.matchAll(/:(\w+Id)\b/g)].map(([, name]) => [route, name] as const),
);
/**
 * The path with `id` as `param`, a real-looking id in any other id parameter, Monday in a
 * `dayOfWeek` (a camp day), and 'parent' in the rest (a role).
 */
const urlOf = (path: string, param: string, id: string) =>
  path
    .replace(`:${param}`, id)
    .replace(/:\w+Id\b/g, '1')
    .replace(':dayOfWeek', '1')
    .replace(/:\w+/g, 'parent');

describe('ids in paths', () => {
  let t: TestApp;
  let organiser: string;
  let platformManager: string;
  /** Someone the route lets in, so the ids are judged (an organiser, or for the platform's routes its manager). */
  const callerOf = (route: RouteDefinition) =>
    route.access !== 'public' && route.access !== 'signed-in' && !route.access.roles.includes('organiser')
      ? platformManager
      : organiser;

  beforeAll(async () => {
    t = await createTestApp(httpLayerDriver);
    organiser = await t.signIn('demo', DEMO.organiser);
    platformManager = await t.signIn('demo', DEMO.platformManager);
    // Trophies on, so a trophy route answers whether its id names something (off, every one answers 409).
    const on = await t.request({
      method: 'POST',
      url: '/api/settings/toggle',
      cookie: organiser,
      body: { setting: 'grading-trophies' },
    });
    expect(on.json()).toEqual({ data: 1 });
  });
  afterAll(() => t.close());

  it('every id parameter of every route is the shared id schema', () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(8);
    for (const [route, name] of idRoutes) {
      const shape = (route.params as z.ZodObject | undefined)?.shape;
      expect(shape?.[name], `${route.operationId}: ${name}`).toBe(idSchema);
    }
  });

  it.each(NOT_IDS)('answers %s in any id parameter with 400 naming the parameter, and changes nothing', async (id) => {
    const before = await accountTablesDigest(t);
    for (const [route, name] of idRoutes) {
      const res = await t.request({
        method: route.method as 'GET',
        url: urlOf(route.path, name, id),
        cookie: callerOf(route),
        body: route.method === 'GET' ? undefined : { role: 'coach', financialAccess: true },
      });
      expect(res.statusCode, `${route.method} ${route.path} with ${id}: ${res.body}`).toBe(400);
      expect(res.json().error.issues).toContainEqual({
        path: `params.${name}`,
        message: 'must be a whole number from 1 to 2147483647, in plain digits',
      });
    }
    expect(await accountTablesDigest(t)).toBe(before);
  });

  it('takes the largest id, which names nothing (404)', async () => {
    for (const [route, name] of idRoutes.filter(([r]) => r.method === 'GET')) {
      const res = await t.request({ url: urlOf(route.path, name, '2147483647'), cookie: callerOf(route) });
      expect(res.statusCode, route.path).toBe(404);
    }
  });

  it('serves the pages of a run, a camp and a term only at canonical ids', async () => {
    for (const page of ['/1/info', '/camp/1', '/term/1', '/term/1/Autumn']) {
      expect((await t.get('demo', page)).statusCode, page).toBe(200);
    }
    for (const page of ['/01/info', '/+1/info', '/camp/0x10', '/camp/1e3', '/term/1.0', '/term/01/Autumn', '/0/info']) {
      expect((await t.get('demo', page)).statusCode, page).toBe(404);
    }
  });
});
