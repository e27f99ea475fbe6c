import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { PRODUCTION_ENV } from '../../test-support/production-env.js';
import { createTestDatabase } from '../../test-support/test-database.js';

describe('the payment provider at start', () => {
  it('a production start without Stripe keys fails unless the sandbox is allowed there', async () => {
    const testDb = await createTestDatabase('pglite');
    try {
      const config = loadConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
      await expect(buildApp({ config, database: testDb.database })).rejects.toThrow(
        /STRIPE_SECRET_KEY.*PAYMENTS_SANDBOX_IN_PRODUCTION=true/s,
      );
      const allowed = await buildApp({
        config: loadConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }),
        database: testDb.database,
      });
      expect(allowed.payments.name).toBe('sandbox');
      await allowed.close();
    } finally {
      await testDb.drop();
    }
  });
});
