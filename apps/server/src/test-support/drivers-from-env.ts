export type Driver = 'pglite' | 'postgres';

const DRIVERS: readonly Driver[] = ['pglite', 'postgres'];

/** The two settings that choose a run's database: `TEST_DRIVERS` (a comma-separated list) and `DATABASE_URL`. */
export type DriverSettings = Readonly<Partial<Record<'TEST_DRIVERS' | 'DATABASE_URL', string>>>;

/**
 * The database drivers the integration files run on, from `TEST_DRIVERS` and whether DATABASE_URL names a server (this
 * process's environment, unless given): PostgreSQL when it does, else PGlite. Read by the tests (`testDrivers`) and by
 * vitest.config.ts (how many files run at a time), so both choose alike.
 */
export function driversFromEnv(settings: DriverSettings = process.env): Driver[] {
  const haveServer = Boolean(settings.DATABASE_URL);
  const named = settings.TEST_DRIVERS;
  if (!named) return haveServer ? ['postgres'] : ['pglite'];
  const drivers = named.split(',').map((d) => d.trim());
  const unknown = drivers.find((d) => !DRIVERS.includes(d as Driver));
  if (unknown) throw new Error(`TEST_DRIVERS names ${DRIVERS.join(' and ')}, not "${unknown}"`);
  if (drivers.includes('postgres') && !haveServer) throw new Error('TEST_DRIVERS names postgres: set DATABASE_URL');
  return drivers as Driver[];
}

/**
 * The database the e2e servers run on, chosen as the integration files' (docs/development.md, "One driver a run"): the
 * PostgreSQL server when they run on it (TEST_DRIVERS=pglite keeps e2e on PGlite too), else the embedded PGlite
 * `npm start` uses. Read by e2e's setup and by vitest.config.ts (how many files run at a time).
 */
export const e2eDriverFromEnv = (settings: DriverSettings = process.env): Driver =>
  driversFromEnv(settings).includes('postgres') ? 'postgres' : 'pglite';
