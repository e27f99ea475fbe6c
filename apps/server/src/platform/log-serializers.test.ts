import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../test-support/accounts.js';
import { failInsertsInto } from '../test-support/failing-writes.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { testDrivers } from '../test-support/test-database.js';

describe.each(testDrivers)('what the log keeps of people on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(driver, { env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => t.close());

  it('logs paths without their query strings (tokens, addresses)', async () => {
    await t.get(null, '/api/dev/mailbox?to=query-secret%40example.org');
    await t.get('demo', '/api/magic-link-login?token=tok-secret-123');
    expect(log()).toContain('"url":"/api/dev/mailbox"');
    expect(log()).toContain('"url":"/api/magic-link-login"');
    expect(log()).not.toContain('query-secret');
    expect(log()).not.toContain('tok-secret-123');
  });

  it("logs a failed query's SQL but never its parameters", async () => {
    const restore = await failInsertsInto(t, 'users');
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/v4/public/signup/new-user',
        body: signUpBody('leaky-person@example.org', { firstName: 'Leakyfirst', lastName: 'Leakylast' }),
        botCheck: true,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(log()).toContain('Failed query: insert into \\"users\\"');
    expect(log()).toContain('test: write refused');
    for (const personal of ['leaky-person', 'Leakyfirst', 'Leakylast']) expect(log()).not.toContain(personal);
  });
});
