import { describe, expect, it } from 'vitest';
import { postgresOnlyOutcome } from './postgres-only.js';

describe('a PostgreSQL-only test block', () => {
  it('runs with DATABASE_URL, is skipped without it, and fails without it where tests are required (CI)', () => {
    expect(postgresOnlyOutcome({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toBe('run');
    expect(postgresOnlyOutcome({})).toBe('skip');
    expect(postgresOnlyOutcome({ REQUIRE_POSTGRES_TESTS: '1' })).toBe('fail');
    expect(postgresOnlyOutcome({ DATABASE_URL: 'postgres://db/test', REQUIRE_POSTGRES_TESTS: '1' })).toBe('run');
  });
});
