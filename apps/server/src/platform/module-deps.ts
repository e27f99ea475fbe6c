import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Jobs } from './jobs/jobs.js';
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
}
