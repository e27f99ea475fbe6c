import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.js';
import { withTransaction } from './platform/db/transaction.js';
import { createJobs } from './platform/jobs/jobs.js';
import { BUILT_WORKER } from './test-support/built-server.js';
import { silentJobsLog } from './test-support/silent-jobs-log.js';
import { sqlRows } from './test-support/sql-rows.js';
import { createServerDatabase } from './test-support/test-database.js';

/**
 * The built worker (dist/worker.js, as deployed; the tests' global setup builds it when stale) as a process of its own,
 * with these variables ('' unsets one).
 */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_WORKER], {
    env: { ...process.env, NODE_ENV: 'test', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

describe('the worker process', () => {
  it('refuses to start on the embedded database, whose files belong to the server process', async () => {
    const worker = startWorker({ DATABASE_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('A separate worker needs DATABASE_URL');
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
    let server: Awaited<ReturnType<typeof createServerDatabase>>;
    let database: Database;
    beforeAll(async () => {
      server = await createServerDatabase();
      database = await openDatabase({ databaseUrl: server.url, dataDir: null });
      await database.migrate();
    });
    afterAll(async () => {
      await database?.close();
      await server?.drop();
    });

    it('sends the emails a web process enqueued, and ends by itself on SIGTERM', async () => {
      const web = createJobs(database.db, { log: silentJobsLog });
      await web.start();
      await withTransaction(database.db, (tx) =>
        web.enqueue(tx, 'send-email', { to: 'parent@example.com', subject: 'Welcome', text: 'Hello' }),
      );
      await web.stop();

      const worker = startWorker({ DATABASE_URL: server.url });
      const inbox = () => sqlRows<{ subject: string }>(database.db, sql`SELECT subject FROM dev_mailbox`);
      await expect.poll(inbox, { timeout: 15_000, interval: 200 }).toEqual([{ subject: 'Welcome' }]);

      worker.child.kill('SIGTERM');
      const stoppedAt = Date.now();
      expect(await worker.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    });
  });
});
