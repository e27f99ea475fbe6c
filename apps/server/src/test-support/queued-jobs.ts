import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/**
 * A pgboss.job row's start by the test's clock, as an SQL value (`select ${jobStartByTestClock(t)} as "startAfter"`).
 * The queue stores a delayed job's start as a wait from when it was queued, by the database's clock
 * (`platform/jobs/app-clock-waits.ts`): the test's clock now plus that wait is the instant it was queued for, as long
 * as the test's clock has not moved since.
 */
export const jobStartByTestClock = (t: TestApp): SQL =>
  sql`(${t.clock.now().toISOString()}::timestamptz + (start_after - created_on))`;
