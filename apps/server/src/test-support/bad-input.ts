import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RequestOptions, TestApp } from './test-app.js';

/** Tables a request about accounts (and their children) may write; bad input must leave every one untouched. */
export const ACCOUNT_TABLES = [
  'users',
  'memberships',
  'auth_sessions',
  'auth_tokens',
  'rate_limit_counters',
  'contract_acceptances',
  'audit_log',
  'dev_mailbox',
  'children',
  'emergency_contacts',
  'club_children',
  'photo_permissions',
] as const;

/** A digest of the whole content of the account tables (or of some of them). */
export async function accountTablesDigest(t: TestApp, tables: readonly string[] = ACCOUNT_TABLES): Promise<string> {
  // Emails are written by jobs after their request: a digest counts them only once they ran.
  await t.app.jobs.settled();
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${table} r`),
    );
    parts.push(`${table}:${(result as unknown as { rows: { digest: string }[] }).rows[0].digest}`);
  }
  return parts.join(' ');
}

/** A bad request and the field its answer must name (`body.email`, `params.staffId`...). */
export interface BadInputCase {
  name: string;
  request: RequestOptions;
  field: string;
}

/** Long enough to break any field's limit. */
export const overlong = (n = 300) => 'x'.repeat(n);

/**
 * Sends a bad request and checks the answer: a 4xx (never 500) in the one error shape, whose
 * issues name the field, and nothing written to the account tables.
 */
export async function expectInputRefused(t: TestApp, c: BadInputCase): Promise<LightMyRequestResponse> {
  const before = await accountTablesDigest(t);
  const res = await t.request(c.request);
  expect(res.statusCode, `${c.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${c.name}: ${res.body}`).toBeLessThan(500);
  expect([400, 422], `${c.name}: ${res.body}`).toContain(res.statusCode);
  const body = res.json();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(
    body.error.issues.map((i: { path: string }) => i.path),
    c.name,
  ).toContain(c.field);
  expect(await accountTablesDigest(t), `${c.name} wrote to the database`).toBe(before);
  return res;
}
