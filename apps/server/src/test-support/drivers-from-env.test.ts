import { describe, expect, it } from 'vitest';
import { driversFromEnv, e2eDriverFromEnv } from './drivers-from-env.js';

describe('the drivers a run tests on', () => {
  it('takes the PostgreSQL server when DATABASE_URL names one, else PGlite, unless TEST_DRIVERS says', () => {
    expect(driversFromEnv(undefined, true)).toEqual(['postgres']);
    expect(driversFromEnv(undefined, false)).toEqual(['pglite']);
    expect(driversFromEnv('pglite, postgres', true)).toEqual(['pglite', 'postgres']);
    expect(driversFromEnv('pglite', true)).toEqual(['pglite']);
  });

  it('refuses a driver it does not know, and postgres without a server', () => {
    expect(() => driversFromEnv('mysql', true)).toThrow('not "mysql"');
    expect(() => driversFromEnv('postgres', false)).toThrow('set DATABASE_URL');
  });

  it('runs e2e on the server whenever the integration files run on it, else on PGlite', () => {
    expect(e2eDriverFromEnv(undefined, true)).toBe('postgres');
    expect(e2eDriverFromEnv('pglite,postgres', true)).toBe('postgres');
    expect(e2eDriverFromEnv('pglite', true)).toBe('pglite');
    expect(e2eDriverFromEnv(undefined, false)).toBe('pglite');
  });
});
