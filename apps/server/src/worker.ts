import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { moduleJobHandlers } from './module-jobs.js';
import { providerEventDelivery } from './modules/payments/index.js';
import { configuredClock } from './platform/clock.js';
import { startAppJobs } from './platform/jobs/app-jobs.js';
import { configuredMailer } from './platform/mail/configured-mailer.js';
import { configuredSms } from './platform/sms/configured-sms.js';
import type { ModuleDeps } from './platform/module-deps.js';
import { openPaymentProvider, type ProviderEvent } from './platform/payments/index.js';

// Runs only the job worker, no HTTP: for deployments that run workers as processes of their own
// beside web processes started with JOBS_WORKER=false (docs/deployment.md).
const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  // PGlite's files belong to one process: the server's, which then runs the jobs itself.
  throw new Error(
    'A separate worker needs DATABASE_URL (PostgreSQL): on the embedded database, `npm start` runs the jobs.',
  );
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: null,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
const clock = configuredClock(config.CLOCK_START);
let deliverProviderEvent = async (_event: ProviderEvent) => {};
const payments = await openPaymentProvider(config, {
  db: database.db,
  clock,
  onEvent: (event) => deliverProviderEvent(event),
});
const mailer = configuredMailer(config, database.db);
const sms = configuredSms(config, database.db);
const jobs = await startAppJobs({
  database,
  clock,
  sms,
  log: console,
  work: true,
  pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
  moduleJobs: (queue) => {
    const deps: ModuleDeps = {
      config,
      database,
      db: database.db,
      clock,
      jobs: queue,
      payments,
      mailer,
      sms,
      log: console,
    };
    deliverProviderEvent = providerEventDelivery(deps);
    return moduleJobHandlers(deps);
  },
});
console.log('Clubroom job worker is running (PostgreSQL, DATABASE_URL).');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Finishes the running jobs, then lets the process end by itself: nothing is left to keep it alive.
  process.once(signal, async () => {
    await jobs.stop();
    await database.close();
  });
}
