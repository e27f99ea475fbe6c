import type { FastifyPluginAsync } from 'fastify';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { priorityOfferPlaces, termPriorityWindows } from '../booking/index.js';
import { moveUpSuggestions } from '../trophies/index.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';
import { autoEnrolRepository } from './auto-enrol.repository.js';
import { autoEnrolRoutes } from './auto-enrol.routes.js';
import { offerReminderJob } from './offer-reminder.job.js';

const autoEnrolDeps = (deps: ModuleDeps): AutoEnrolDeps => ({
  db: deps.db,
  repo: autoEnrolRepository(deps.db),
  places: priorityOfferPlaces(deps),
  windows: termPriorityWindows(deps),
  jobs: deps.jobs,
  clock: deps.clock,
  publicUrl: deps.config.publicUrl,
  smsAvailable: deps.sms.available,
  moveUps: moveUpSuggestions(deps),
});

/**
 * Auto-enrol (the only writer of `priority_offers`; a term's windows are saved through booking's `termPriorityWindows`): a new term's organiser sees
 * the term before's children matched to its runs and sends their families timed priority offers,
 * whose places the booking engine holds; and sets the term's priority windows, which the booking
 * engine honours. docs/club-admin.md, "Auto-enrol".
 */
export const autoEnrolModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  autoEnrolRoutes(app, autoEnrolDeps(deps));
};

export const autoEnrolJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'priority-offer-reminder'> => ({
  'priority-offer-reminder': offerReminderJob(autoEnrolDeps(deps)),
});
