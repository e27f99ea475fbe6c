import { adminScheduleJobs } from './modules/admin-schedule/index.js';
import { authJobs } from './modules/auth/index.js';
import { autoEnrolJobs } from './modules/auto-enrol/index.js';
import { bookingJobs } from './modules/booking/index.js';
import { messagingJobs } from './modules/messaging/index.js';
import { paymentsJobs } from './modules/payments/index.js';
import { platformSubscriptionJobs } from './modules/platform-subscription/index.js';
import { subscriptionsJobs } from './modules/subscriptions/index.js';
import { trophiesJobs } from './modules/trophies/index.js';
import type { ModuleJobHandlers } from './platform/jobs/app-jobs.js';
import type { ModuleDeps } from './platform/module-deps.js';

/** Every module's job handlers, for the queue: run inside the server (app.ts) or by a worker of its own (worker.ts). */
export const moduleJobHandlers = (deps: ModuleDeps): ModuleJobHandlers => ({
  ...adminScheduleJobs(deps),
  ...authJobs(deps),
  ...autoEnrolJobs(deps),
  ...bookingJobs(deps),
  ...paymentsJobs(deps),
  ...messagingJobs(deps),
  ...subscriptionsJobs(deps),
  ...platformSubscriptionJobs(deps),
  ...trophiesJobs(deps),
});
