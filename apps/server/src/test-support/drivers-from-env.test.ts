import { describe, expect, it } from 'vitest';
import { driversFromEnv, e2eDriverFromEnv } from './drivers-from-env.js';

// Each case names both settings, so the run's own environment (CI's PGlite pass sets TEST_DRIVERS) cannot leak in.
const SERVER = 'postgres://postgres@localhost/test';

describe('the drivers a run tests on', () => {
  it('takes the PostgreSQL server when DATABASE_URL names one, else PGlite, unless TEST_DRIVERS says', () => {
    expect(driversFromEnv({ DATABASE_URL: SERVER })).toEqual(['postgres']);
    expect(driversFromEnv({})).toEqual(['pglite']);
    expect(driversFromEnv({ TEST_DRIVERS: 'pglite, postgres', DATABASE_URL: SERVER })).toEqual(['pglite', 'postgres']);
    expect(driversFromEnv({ TEST_DRIVERS: 'pglite', DATABASE_URL: SERVER })).toEqual(['pglite']);
  });

  it('refuses a driver it does not know, and postgres without a server', () => {
    expect(() => driversFromEnv({ TEST_DRIVERS: 'mysql', DATABASE_URL: SERVER })).toThrow('not "mysql"');
    expect(() => driversFromEnv({ TEST_DRIVERS: 'postgres' })).toThrow('set DATABASE_URL');
  });

  it('runs e2e on the server whenever the integration files run on it, else on PGlite', () => {
    expect(e2eDriverFromEnv({ DATABASE_URL: SERVER })).toBe('postgres');
    expect(e2eDriverFromEnv({ TEST_DRIVERS: 'pglite,postgres', DATABASE_URL: SERVER })).toBe('postgres');
    expect(e2eDriverFromEnv({ TEST_DRIVERS: 'pglite', DATABASE_URL: SERVER })).toBe('pglite');
    expect(e2eDriverFromEnv({})).toBe('pglite');
  });
});
