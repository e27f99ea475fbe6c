import { e2eDriverFromEnv } from '../../apps/server/src/test-support/drivers-from-env.js';
import { ensureTemplate, throwawayDatabase } from '../../apps/server/src/test-support/server-databases.js';

/** Whether the e2e servers run on the PostgreSQL server DATABASE_URL names (else on PGlite). */
export const e2eOnPostgres = e2eDriverFromEnv() === 'postgres';

/** Arbitrary constant naming the advisory lock under which the e2e template is made and copied. */
const TEMPLATE_LOCK_KEY = 724_003;

/** Makes the e2e template database `name` once: `seed(url)` migrates and seeds an empty database. */
export const ensureE2eTemplate = (name: string, seed: (url: string) => Promise<void>) =>
  ensureTemplate(name, TEMPLATE_LOCK_KEY, seed);

/** A throwaway copy of template `template` for one test file's server, dropped by `drop()`. */
export const copyOfTemplate = (template: string) => throwawayDatabase('clubroom_e2e', TEMPLATE_LOCK_KEY, template);
