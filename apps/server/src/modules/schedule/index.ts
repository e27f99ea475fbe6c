import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { getCurrentSchedule } from './get-current-schedule.js';
import { schedulePageHeads } from './page-heads.js';
import { createScheduleCache } from './schedule-cache.js';
import { scheduleChangeFeed } from './schedule-changes.js';
import { scheduleVersionKeys } from './schedule-version.js';
import { scheduleRepository } from './schedule.repository.js';
import { scheduleRoutes } from './schedule.routes.js';

/** A club's public schedule: the current terms and camps (cached per club), and one run, camp or term. */
export const scheduleModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, database, clock }) => {
  const repo = scheduleRepository(db);
  const versionKeys = scheduleVersionKeys(repo.findVersionKey, scheduleChangeFeed(database));
  await versionKeys.ready;
  const cache = createScheduleCache((club, now) => getCurrentSchedule(repo, club, now));
  scheduleRoutes(app, { repo, cache, versionKeyOf: versionKeys.keyOf, clock });
};

/** The head (title, link-preview description) of the schedule's public pages, for the server's HTML. */
export const schedulePageHeadsOf = ({ db, clock }: Pick<ModuleDeps, 'db' | 'clock'>) =>
  schedulePageHeads(scheduleRepository(db), clock);
