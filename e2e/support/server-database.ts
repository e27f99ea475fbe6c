import { ensureTemplate, throwawayDatabase } from '../../apps/server/src/test-support/server-databases.js';

/**
 * The database e2e servers run on, as the integration tests choose theirs (docs/development.md, "One driver a run"):
 * the PostgreSQL server when DATABASE_URL names one, unless TEST_DRIVERS=pglite; else the embedded PGlite `npm start`
 * uses.
 */
export const e2eOnPostgres = Boolean(process.env.DATABASE_URL) && process.env.TEST_DRIVERS?.trim() !== 'pglite';

/** Arbitrary constant naming the advisory lock under which the e2e template is made and copied. */
const TEMPLATE_LOCK_KEY = 724_003;

/** Makes the e2e template database `name` once: `seed(url)` migrates and seeds an empty database. */
export const ensureE2eTemplate = (name: string, seed: (url: string) => Promise<void>) =>
  ensureTemplate(name, TEMPLATE_LOCK_KEY, seed);

/** A throwaway copy of template `template` for one test file's server, dropped by `drop()`. */
export const copyOfTemplate = (template: string) => throwawayDatabase('clubroom_e2e', TEMPLATE_LOCK_KEY, template);
