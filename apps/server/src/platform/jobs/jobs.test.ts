import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentJobsLog } from '../../test-support/silent-jobs-log.js';
import { sqlRows } from '../../test-support/sql-rows.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test-support/test-database.js';
import { withTransaction } from '../db/transaction.js';
import type { MailMessage } from '../mail/mailer.js';
import { clientOf } from './boss-db.js';
import { jobEffectsRepository } from './job-effects.repository.js';
import { createJobs, type Job, type Jobs } from './jobs.js';
import { oncePerJob } from './once-per-job.js';

const message = (subject: string): MailMessage => ({ to: 'parent@example.com', subject, text: 'Hello' });

describe.each(testDrivers)('jobs (%s)', (driver) => {
  let testDb: TestDatabase;
  let jobs: Jobs;

  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
  });
  afterAll(() => testDb.drop());

  /** A started queue with fast polling and 1 s retry delays (on the app's `clock`); its workers stop after each test. */
  const startJobs = async (clock?: () => Date) => {
    const fast = { pollingIntervalSeconds: 0.5, policyOverride: { retryDelaySeconds: 1 } };
    jobs = createJobs(testDb.database.db, { log: silentJobsLog, clock, ...fast });
    await jobs.start();
    return jobs;
  };
  afterEach(async () => {
    await jobs?.stop();
    await testDb.database.db.execute(sql`DELETE FROM pgboss.job`);
  });

  /** A job's row; `wait_ms`: how long after it was queued it starts, by the database's clock. */
  type JobRow = { state: string; retry_limit: number; retry_backoff: boolean; wait_ms: number };
  const jobRow = async (id: string | null) =>
    (
      await sqlRows<JobRow>(
        testDb.database.db,
        sql`SELECT state, retry_limit, retry_backoff,
              (extract(epoch from start_after - created_on) * 1000)::int AS wait_ms
            FROM pgboss.job WHERE id = ${id}`,
      )
    )[0];

  it('installs its tables once when several processes start at the same time, and starts again later', async () => {
    const others = [1, 2].map(() => createJobs(testDb.database.db, { log: silentJobsLog }));
    await Promise.all(others.map((other) => other.start()));
    await Promise.all(others.map((other) => other.stop()));
    const now = new Date();
    await startJobs(() => now);
    const inAMinute = new Date(now.getTime() + 60_000);
    const id = await withTransaction(testDb.database.db, (tx) =>
      jobs.enqueue(tx, 'send-email', message('installed'), { startAfter: inAMinute }),
    );
    const row = await jobRow(id);
    expect(row.state).toBe('created');
    expect(row.wait_ms).toBe(60_000);
  });

  describe("a job due at a time of the app's clock, a month ahead of the database's", () => {
    let now: Date;
    const handled: string[] = [];
    const startAhead = async () => {
      now = new Date(Date.now() + 30 * 24 * 3600_000);
      await startJobs(() => now);
      handled.length = 0;
      await jobs.work('send-email', async (job) => {
        handled.push(job.data.subject);
      });
    };
    const enqueueAt = (subject: string, startAfter: Date) =>
      withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message(subject), { startAfter }));

    it('waits from now by that clock: one due in a second runs within seconds, one due in an hour waits', async () => {
      await startAhead();
      const inAnHour = await enqueueAt('in an hour', new Date(now.getTime() + 3600_000));
      await enqueueAt('in a second', new Date(now.getTime() + 1000));
      await enqueueAt('an hour ago', new Date(now.getTime() - 3600_000));
      await expect.poll(() => [...handled].sort(), { timeout: 10_000 }).toEqual(['an hour ago', 'in a second']);
      expect(await jobRow(inAnHour)).toMatchObject({ state: 'created', wait_ms: 3600_000 });
    });

    it('starts once the clock moves past its time, by `settled`; one still to come by the clock waits', async () => {
      await startAhead();
      await enqueueAt('in ten minutes', new Date(now.getTime() + 10 * 60_000));
      const tomorrow = await enqueueAt('tomorrow', new Date(now.getTime() + 24 * 3600_000));
      now = new Date(now.getTime() + 11 * 60_000);
      await jobs.settled();
      expect(handled).toEqual(['in ten minutes']);
      expect((await jobRow(tomorrow)).state).toBe('created');
    });
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

  it("wakes an idle queue's worker for a job within the polling interval, though the worker looks by itself only every 2 minutes", async () => {
    await startJobs(); // a 0.5 s polling interval
    const handled: string[] = [];
    await jobs.work('send-email', async (job) => {
      handled.push(job.data.subject);
    });
    // The worker's first look, as it starts, found nothing: it is idle until woken or its own 2 minutes are up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await withTransaction(testDb.database.db, (tx) => jobs.enqueue(tx, 'send-email', message('woken')));
    await expect.poll(() => handled, { timeout: 5_000 }).toEqual(['woken']);
  });

  it('runs a queue of jobs one after another without waiting a polling interval between them', async () => {
    // An interval longer than the wait below: only taking the next job as one ends runs all three in time.
    jobs = createJobs(testDb.database.db, { log: silentJobsLog, pollingIntervalSeconds: 60 });
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
