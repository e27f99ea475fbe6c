import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)("holds' expiry jobs on %s", (driver) => {
  let t: TestApp;
  let parent: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());

  const expiryJobs = () =>
    queryAll<{ start: string }>(t, sql`select start_after::text as start from pgboss.job where name = 'expire-holds'`);

  it('queues one job for a rush of holds expiring in the same minute, and another for the next minute', async () => {
    const before = (await expiryJobs()).length;
    const { runId } = await createRun(t, { capacity: 20, pricePerTerm: 1000 });
    const children = await createChildren(t, DEMO.parent, 6);
    const add = (childId: number) =>
      t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie: parent,
        body: { type: 'term', childId, runId },
      });
    for (const childId of children.slice(0, 4)) expect((await add(childId)).statusCode).toBe(200);
    expect((await expiryJobs()).length - before).toBe(1);

    t.clock.advance(61_000);
    for (const childId of children.slice(4)) expect((await add(childId)).statusCode).toBe(200);
    expect((await expiryJobs()).length - before).toBe(2);
  });
});
