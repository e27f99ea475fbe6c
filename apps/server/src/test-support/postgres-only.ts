import { describe, it } from 'vitest';

/**
 * What becomes of a PostgreSQL-only test block: it runs when DATABASE_URL names a server; without one it is skipped
 * (and says so), except where REQUIRE_POSTGRES_TESTS=1 (CI, `.ci/run`), where it fails: a skip there would pass a run
 * that never tested what these files test.
 */
export function postgresOnlyOutcome(env: NodeJS.ProcessEnv): 'run' | 'skip' | 'fail' {
  if (env.DATABASE_URL) return 'run';
  return env.REQUIRE_POSTGRES_TESTS === '1' ? 'fail' : 'skip';
}

/** `describe`, on the PostgreSQL server only (contention, several processes, node-postgres itself). */
export function describeOnPostgres(name: string, body: () => void): void {
  const outcome = postgresOnlyOutcome(process.env);
  if (outcome === 'run') {
    describe(name, body);
  } else if (outcome === 'fail') {
    describe(name, () => {
      it('runs on PostgreSQL', () => {
        throw new Error('DATABASE_URL is not set, and REQUIRE_POSTGRES_TESTS=1 says these tests must run');
      });
    });
  } else {
    console.warn(`SKIPPED (PostgreSQL only; set DATABASE_URL to run it): ${name}`);
    describe.skip(name, body);
  }
}
