import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Jobs, JobsLog } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { PaymentProvider } from './payments/payment-provider.js';

/**
 * What every module plugin is given (`app.register(xModule, deps)`): the same object for all, so
 * app.ts wires modules as a plain list and a module builds its own repositories from `db`.
 */
export interface ModuleDeps {
  config: Config;
  database: Database;
  db: Db;
  /** The current time; tests pass a fixed clock. */
  clock: () => Date;
  /**
   * Side effects (emails…) are enqueued here inside the transaction of the change (jobs.enqueue(tx, …),
   * or a module's outbox); nothing is sent inline.
   */
  jobs: Jobs;
  /** The payment provider (the sandbox or Stripe), built once at start (docs/payments.md). */
  payments: PaymentProvider;
  /**
   * Email and SMS, for a job that sends them itself (messaging's batches, which record each recipient's outcome);
   * a use case never sends inline: it queues a job (`outbox.email`).
   */
  mailer: Mailer;
  sms: SmsSender;
  /** The app's log (pino's shape), for what goes wrong outside a request's answer (a job, a side step). */
  log: JobsLog;
}
