import type { Database, Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { jobNames, type JobName } from './job-catalogue.js';
import { jobEffectsRepository } from './job-effects.repository.js';
import { createJobs, type JobHandler, type Jobs, type JobsLog } from './jobs.js';
import { sendSmsJob } from './send-sms.job.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { smsOptOutsRepository } from '../sms/sms-opt-outs.repository.js';

/**
 * The jobs platform/ handles itself; every other job of the catalogue is a module's. `send-email` is messaging's
 * (it checks the address's suppression and records the parent's inbox: modules/messaging/app-emails.ts).
 */
type PlatformJobName = 'send-sms';
export type ModuleJobName = Exclude<JobName, PlatformJobName>;
/** The handler of every module's job: app.ts and worker.ts pass them in, as platform/ imports no module. */
export type ModuleJobHandlers = { [N in ModuleJobName]: JobHandler<N> };

function platformJobHandlers({ db, sms, log }: { db: Db; sms: SmsSender; log: JobsLog }): {
  [N in PlatformJobName]: JobHandler<N>;
} {
  const effects = jobEffectsRepository(db);
  return {
    'send-sms': sendSmsJob({ sms, optOuts: smsOptOutsRepository(db), effects, log }),
  };
}

export interface AppJobsDeps {
  database: Database;
  /** The app's clock, by which a delayed job's `startAfter` is read. */
  clock: Clock;
  sms: SmsSender;
  log: JobsLog;
  /** Whether this process also runs the jobs (JOBS_WORKER), or only adds them. */
  work: boolean;
  /** JOBS_POLL_SECONDS. */
  pollingIntervalSeconds: number;
  /** The modules' job handlers, given the queue (a handler may add jobs of its own). */
  moduleJobs: (jobs: Jobs) => ModuleJobHandlers;
}

/**
 * The app's job queue, started: its tables and queues installed, and with `work` this process
 * running every job of the catalogue. Stop it before closing the database.
 */
export async function startAppJobs(deps: AppJobsDeps): Promise<Jobs> {
  const { database, clock, sms, log, work, pollingIntervalSeconds, moduleJobs } = deps;
  const { db } = database;
  const jobs = createJobs(db, { log, clock, pollingIntervalSeconds, schedules: work });
  await jobs.start();
  if (work) {
    // Typed as one table, so a job of the catalogue without a handler does not compile.
    const handlers: { [N in JobName]: JobHandler<N> } = {
      ...platformJobHandlers({ db, sms, log }),
      ...moduleJobs(jobs),
    };
    const workOn = <N extends JobName>(name: N) => jobs.work(name, handlers[name]);
    for (const name of jobNames) await workOn(name);
  } else if (database.driver === 'pglite') {
    log.warn({}, 'JOBS_WORKER is false on the embedded database: no process runs its jobs (no email is sent)');
  }
  return jobs;
}
