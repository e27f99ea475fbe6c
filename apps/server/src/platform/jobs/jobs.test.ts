import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test-support/test-database.js';
import { withTransaction } from '../db/transaction.js';
import type { MailMessage } from '../mail/mailer.js';
import { clientOf } from './boss-db.js';
import { jobEffectsRepository } from './job-effects.repository.js';
import { createJobs, type Job, type Jobs } from './jobs.js';
import { oncePerJob } from './once-per-job.js';

const silent = { error: () => {}, warn: () => {} };
const message = (subject: string): MailMessage => ({ to: 'parent@example.com', subject, text: 'Hello' });

describe.each(testDrivers)('jobs (%s)', (driver) => {
  let testDb: TestDatabase;
  let jobs: Jobs;

  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
  });
  afterAll(() => testDb.drop());

  /** A started queue with fast polling and 1 s retry delays; its workers stop after each test. */
  const startJobs = async () => {
    const fast = { pollingIntervalSeconds: 0.5, policyOverride: { retryDelaySeconds: 1 } };
    jobs = createJobs(testDb.database.db, { log: silent, ...fast });
    await jobs.start();
    return jobs;
  };
  afterEach(async () => {
    await jobs?.stop();
    await testDb.database.db.execute(sql`DELETE FROM pgboss.job`);
  });

  type JobRow = { state: string; retry_limit: number; retry_backoff: boolean; start_after: Date | string };
  const jobRow = async (id: string | null) =>
    (
      await sqlRows<JobRow>(
        testDb.database.db,
        sql`SELECT state, retry_limit, retry_backoff, start_after FROM pgboss.job WHERE id = ${id}`,
      )
    )[0];

  it('installs its tables once when several processes start at the same time, and starts again later', async () => {
    const others = [1, 2].map(() => createJobs(testDb.database.db, { log: silent }));
    await Promise.all(others.map((other) => other.start()));
    await Promise.all(others.map((other) => other.stop()));
    await startJobs();
    const inAMinute = new Date(Date.now() + 60_000);
    const id = await withTransaction(testDb.database.db, (tx) =>
      jobs.enqueue(tx, 'send-email', message('installed'), { startAfter: inAMinute }),
    );
    const row = await jobRow(id);
    expect(row.state).toBe('created');
    expect(new Date(row.start_after).toISOString()).toBe(inAMinute.toISOString());
  });

  it('runs a job enqueued in a committed transaction, and never one whose transaction rolled back', async () => {
    await startJobs();
    const handled: string[] = [];
    await jobs.work('send-email', async (job) => {
      handled.push(job.data.subject);
    });

    const rolledBack = withTransaction(testDb.database.db, async (tx) => {
      await jobs.enqueue(tx, 'send-email', message('rolled back'));
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message('committed')));

    // One worker takes jobs oldest first: once the committed job has run, the other would have.
    await expect.poll(() => handled, { timeout: 5_000 }).toEqual(['committed']);
  });

  it('runs a queue of jobs one after another without waiting a polling interval between them', async () => {
    // An interval longer than the wait below: only taking the next job as one ends runs all three in time.
    jobs = createJobs(testDb.database.db, { log: silent, pollingIntervalSeconds: 60 });
    await jobs.start();
    for (const subject of ['first', 'second', 'third']) {
      await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message(subject)));
    }
    const handled: string[] = [];
    await jobs.work('send-email', async (job) => {
      handled.push(job.data.subject);
    });
    await expect.poll(() => handled, { timeout: 20_000 }).toEqual(['first', 'second', 'third']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    await startJobs();
    const attempts: number[] = [];
    await jobs.work('send-email', async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('the mail server is down');
    });
    const id = await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message('retried')));

    await expect.poll(async () => (await jobRow(id)).state, { timeout: 10_000 }).toBe('completed');
    expect(attempts).toHaveLength(2);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(1_000);
    expect(await jobRow(id)).toMatchObject({ retry_limit: 4, retry_backoff: true });
  });

  it('sends an email once even when the job is retried after a successful send', async () => {
    await startJobs();
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (m: MailMessage) => {
        sent.push(m);
      },
    };
    const effects = jobEffectsRepository(testDb.database.db);
    // As the send-email job does (modules/messaging/app-emails.ts): the effect once per job.
    const sendEmail = (job: Job<'send-email'>) => oncePerJob(effects, job.id, () => mailer.send(job.data));
    const attempts: Job<'send-email'>[] = [];
    await jobs.work('send-email', async (job) => {
      attempts.push(job);
      await sendEmail(job);
      // As if the worker stopped after sending, before the job was marked complete.
      if (attempts.length === 1) throw new Error('stopped after sending');
    });
    const id = await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message('once')));

    await expect.poll(async () => (await jobRow(id)).state, { timeout: 10_000 }).toBe('completed');
    expect(attempts.map((a) => a.id)).toEqual([id, id]);
    expect(sent).toEqual([message('once')]);
  });

  it('stops only once a job its worker was fetching as the stop came has run and been marked', async () => {
    await startJobs();
    const id = await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message('late')));
    // The worker's next fetch of jobs answers only after the stop has begun.
    const client = clientOf(testDb.database.db);
    const query = client.query.bind(client);
    let fetching!: () => void;
    const fetchSent = new Promise<void>((resolve) => (fetching = resolve));
    const spy = vi.spyOn(client, 'query').mockImplementation(async (text, values) => {
      if (!text.includes('SKIP LOCKED')) return query(text, values);
      fetching();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return query(text, values);
    });
    const ran: string[] = [];
    try {
      await jobs.work('send-email', async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ran.push(job.data.subject);
      });
      await fetchSent;
      await jobs.stop();
    } finally {
      spy.mockRestore();
    }
    expect(ran).toEqual(['late']);
    expect((await jobRow(id)).state).toBe('completed');
  });
});
