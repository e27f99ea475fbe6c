import type { PolicyResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubPolicies } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sqlRows } from '../../test-support/sql-rows.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)("a club's terms and privacy policy, on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it("answers the demo club's own terms and privacy policy as plain text with when they changed", async () => {
    for (const path of ['/rest/v1/policy/terms-and-conditions', '/rest/v1/policy/privacy']) {
      const res = await t.get('demo', path);
      expect(res.statusCode).toBe(200);
      const { policy } = res.json<PolicyResponse>();
      expect(policy?.text).toMatch(/^Little Legends Sports Club – /);
      expect(policy?.updatedAt).toBeGreaterThan(0);
    }
    const terms = (await t.get('demo', '/rest/v1/policy/terms-and-conditions')).json<PolicyResponse>();
    expect(terms.policy?.text).toContain('Cancelling');
  });

  it('answers null for a policy the club has not written, never another club’s', async () => {
    const res = await t.get('riverside', '/rest/v1/policy/terms-and-conditions');
    expect(res.statusCode).toBe(200);
    expect(res.json<PolicyResponse>()).toEqual({ policy: null });
  });

  it('answers what the club wrote last, kept per club and per kind', async () => {
    const [riverside] = await sqlRows<{ id: number }>(t.db, sql`select id from clubs where subdomain = 'riverside'`);
    await t.db
      .insert(clubPolicies)
      .values({ clubId: riverside.id, kind: 'privacy', text: 'We keep your details safe.' });
    const privacy = (await t.get('riverside', '/rest/v1/policy/privacy')).json<PolicyResponse>();
    expect(privacy.policy?.text).toBe('We keep your details safe.');
    const terms = (await t.get('riverside', '/rest/v1/policy/terms-and-conditions')).json<PolicyResponse>();
    expect(terms.policy).toBeNull();
  });

  it('is a club page: the platform host has no policies', async () => {
    const res = await t.get(null, '/rest/v1/policy/privacy');
    expect(res.statusCode).toBe(404);
  });
});
