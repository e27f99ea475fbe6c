import { describe, expect, it } from 'vitest';
import { allRoutes, routesByArea } from './all-routes.js';

describe('route definitions', () => {
  const everyRoute = Object.values(routesByArea).flatMap((area) => Object.entries(area));

  it('key each route by its operation id', () => {
    for (const [key, route] of everyRoute) expect(route.operationId).toBe(key);
  });

  it('use every operation id once across the areas', () => {
    const ids = everyRoute.map(([key]) => key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(allRoutes)).toHaveLength(ids.length);
  });

  it('declare each method and path once', () => {
    const routes = everyRoute.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
