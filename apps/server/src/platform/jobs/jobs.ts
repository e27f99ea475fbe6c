import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/transaction.js';
import { appClockWaits } from './app-clock-waits.js';
import { bossDbOf } from './boss-db.js';
import { watchForDueJobs, type DueJobWatch } from './due-job-watch.js';
import { createInFlight } from './in-flight.js';
import { oneInstallAtATime } from './install-lock.js';
import {
  jobNames,
  jobPolicies,
  jobsAtStart,
  jobSchedules,
  type JobName,
  type JobPayloads,
  type JobPolicy,
} from './job-catalogue.js';

export interface Job<N extends JobName> {
  /** The same on every attempt of this job: the key that makes a side effect happen once. */
  id: string;
  name: N;
  data: JobPayloads[N];
}

/** Does the job's work; throwing fails this attempt, and the job is retried after a backoff. */
export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

export interface EnqueueOptions {
  /** Not run before this time by the app's clock (a hold's expiry, a reminder). */
  startAfter?: Date;
  /** Not run before this many seconds from now (an undo window). */
  delaySeconds?: number;
  /**
   * One job of this name per key: another enqueued with the same key within the hour is not added
   * (a rush of holds expiring in one minute queues one job, not one a hold).
   */
  singletonKey?: string;
}

/** How long a singleton key keeps a second job out (pg-boss's throttling slot; keys name their own time). */
const SINGLETON_SECONDS = 3600;

/** Jobs in the app's own database (pg-boss), on PostgreSQL and on the embedded PGlite alike. */
export interface Jobs {
  /**
   * Adds a job through the transaction of the change that causes it: the job exists, and runs,
   * only if that transaction commits. Resolves to the job's id, or null when its singleton key's job exists.
   */
  enqueue<N extends JobName>(
    tx: Tx,
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Runs `handler` for each job of `name`, one at a time, in this process (after `start`): the next job as soon as
   * one ends, and an idle worker looks for new ones every polling interval.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** Installs or upgrades pg-boss's tables and one queue per job of the catalogue. */
  start(): Promise<void>;
  /** Stops taking jobs, waits for running ones (up to 30 s), and stops every timer. */
  stop(): Promise<void>;
  /**
   * Wakes this process's workers and resolves once no job that is due is waiting or running (tests read the
   * mail a request caused only after its job ran; a job to start later is not waited for). A job queued here whose
   * time by the app's clock has come is due, though its wait is not over (a test moved its clock past it).
   * Throws after `timeoutMs`.
   */
  settled(timeoutMs?: number): Promise<void>;
}

/** Where the queue reports its own failures and each failed attempt (pino's and console's shape). */
export interface JobsLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobsOptions {
  log: JobsLog;
  /**
   * The app's clock, by which `startAfter` is read: a job waits `startAfter − clock()` by the database's clock, which
   * pg-boss compares start times with (real time by default).
   */
  clock?: Clock;
  /**
   * How often this process looks for jobs due, on every queue at once, and wakes the workers that have some (pg-boss
   * allows 0.5 s at least).
   */
  pollingIntervalSeconds?: number;
  /** Replaces parts of every job's policy (tests shorten the retry delay). */
  policyOverride?: Partial<JobPolicy>;
  /**
   * This process runs jobs: it keeps the catalogue's schedules (`jobSchedules`) and queues them when due, and queues
   * `jobsAtStart` once as it starts.
   */
  schedules?: boolean;
}

const STOP_TIMEOUT_MS = 30_000;
/**
 * How often a queue's worker looks for jobs by itself. One look for every queue wakes the workers with jobs due each
 * polling interval (due-job-watch.ts); this only covers a look that failed.
 */
const WORKER_OWN_POLL_SECONDS = 120;

export function createJobs(
  db: Db,
  { log, clock = () => new Date(), pollingIntervalSeconds = 2, policyOverride, schedules = false }: JobsOptions,
): Jobs {
  // Maintenance (expiring, archiving, deleting old jobs) runs every two minutes in whichever
  // process gets there first; so do schedules (pg-boss's timekeeper), in processes that run jobs.
  const inFlight = createInFlight();
  const ownDb = bossDbOf(db);
  const bossDb: PgBoss.Db = { executeSql: (text, values) => inFlight.track(ownDb.executeSql(text, values)) };
  const boss = new PgBoss({ db: bossDb, schedule: schedules, pollingIntervalSeconds });
  const policyOf = (name: JobName) => {
    const { retryLimit, retryDelaySeconds, expireInSeconds } = { ...jobPolicies[name], ...policyOverride };
    return { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds };
  };
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  /** This process's worker of each queue it works on. */
  const workerIdOf = new Map<JobName, string>();
  const appQueues = jobNames.join(',');
  /**
   * The app's queues with jobs waiting or running, not counting those not yet due (a batch's email a few minutes on).
   * pg-boss's own queues (`__pgboss__send-it`, where its timekeeper puts a schedule's due run) are its business: their
   * worker polls every 5 s and cannot be woken, so counting them made a wait last up to 5 s for nothing of the app's.
   */
  const queuesWithJobsDue = async () => {
    const result = await ownDb.executeSql(
      `select distinct name from pgboss.job where state < 'completed' and start_after <= now() and name = any(string_to_array($1, ','))`,
      [appQueues],
    );
    return (result.rows as { name: JobName }[]).map((row) => row.name);
  };
  const wakeWorkerOf = (name: JobName) => {
    const workerId = workerIdOf.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };
  let dueJobWatch: DueJobWatch | undefined;
  const waits = appClockWaits(clock);
  /** Starts now the jobs queued here whose time by the app's clock has come (a test moved its clock past it). */
  const startDueByClock = async () => {
    const due = waits.dueByClock();
    if (due.length === 0) return;
    await ownDb.executeSql(
      `update pgboss.job set start_after = now() where id = any(string_to_array($1, ',')::uuid[]) and state = 'created'`,
      [due.join(',')],
    );
  };

  return {
    async enqueue(tx, name, payload, { startAfter, delaySeconds = 0, singletonKey } = {}) {
      const dueAt = startAfter ?? new Date(clock().getTime() + delaySeconds * 1000);
      const waitMs = waits.waitMs(dueAt);
      const id = await boss.send(name, payload, {
        db: bossDbOf(tx),
        // Seconds from the database's now (pg-boss reads a number so); 0 starts it now.
        startAfter: waitMs / 1000,
        ...policyOf(name),
        ...(singletonKey && { singletonKey, singletonSeconds: SINGLETON_SECONDS }),
      });
      if (!id && !singletonKey) throw new Error(`no job queue '${name}': jobs.start() creates it`);
      if (id) waits.queued(id, dueAt, waitMs);
      return id;
    },
    async work(name, handler) {
      let workerId = '';
      const ownPoll = { pollingIntervalSeconds: Math.max(WORKER_OWN_POLL_SECONDS, pollingIntervalSeconds) };
      workerId = await boss.work<JobPayloads[typeof name]>(name, ownPoll, ([job]) =>
        inFlight.track(
          handler({ id: job.id, name, data: job.data })
            .catch((err: unknown) => {
              log.warn({ err, job: { name, id: job.id } }, 'job attempt failed (retried later unless it was the last)');
              throw err;
            })
            // pg-boss waits out the rest of its polling interval even after a job, so a queue of a message's
            // delivery batches would run one batch per interval: a worker that just ran a job looks again at once.
            .finally(() => boss.notifyWorker(workerId)),
        ),
      );
      workerIdOf.set(name, workerId);
      dueJobWatch ??= watchForDueJobs({
        queuesWithJobsDue: () => inFlight.track(queuesWithJobsDue()),
        wake: wakeWorkerOf,
        intervalMs: pollingIntervalSeconds * 1000,
        onError: (err) => log.error({ err }, 'job queue error: looking for jobs due'),
      });
    },
    async start() {
      // Several servers may start at once; pg-boss 10's install and createQueue both fail or
      // deadlock when two processes run them together.
      await oneInstallAtATime(db, async () => {
        await boss.start();
        // Only the missing queues: creating one that exists changes nothing but costs the database a function call.
        const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
        for (const name of jobNames) if (!existing.has(name)) await boss.createQueue(name);
        if (!schedules) return;
        for (const [name, cron] of Object.entries(jobSchedules) as [JobName, string][]) {
          await boss.schedule(name, cron, {}, policyOf(name));
        }
        for (const name of jobsAtStart) await boss.send(name, {}, policyOf(name));
      });
    },
    async stop() {
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      dueJobWatch?.stop();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss 10's stop can resolve with work still on its way: a fetch whose jobs then start
      // (it only waits for jobs already running), the statement marking a finished job complete
      // or failed (sent without being awaited). The caller closes the pool next.
      await inFlight.idle(deadline);
    },
    // A wait, not a measure: a mail sent over SMTP by a job took 3 s on a machine at load 20, and one test may
    // queue several; the deadline only ends a wait that will never end.
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      await startDueByClock();
      // A job's own new job (an email queued by the job that looks the person up) is in the database
      // before the job itself is done; two looks in a row that find no queue with jobs due are settled.
      let emptyBefore = false;
      for (;;) {
        const due = await queuesWithJobsDue();
        // Only the workers with something to take: waking every queue's worker costs a query each.
        for (const name of due) wakeWorkerOf(name);
        const empty = due.length === 0;
        if (empty && emptyBefore) return;
        emptyBefore = empty;
        if (empty) continue;
        if (Date.now() > deadline) throw new Error(`jobs still waiting or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
