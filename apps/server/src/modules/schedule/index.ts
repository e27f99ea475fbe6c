import type { ScheduleResponse } from '@clubroom/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { schedulePageContent } from './page-content.js';
import { scheduleStateOf } from './schedule-state.js';
import { scheduleRoutes } from './schedule.routes.js';

export { campWeeksOf, classTimesOfRuns } from './schedule.repository.js';
export { viewerOf } from './viewer.js';

/** A club's public schedule: the current terms and camps (cached per club), and one run, camp or term. */
export const scheduleModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  scheduleRoutes(app, await scheduleStateOf(deps));
};

/** What the schedule's public pages show in the server's HTML: their head and the answers they are rendered from. */
export const schedulePageContentOf = async (deps: ModuleDeps) =>
  schedulePageContent(await scheduleStateOf(deps), deps.config.publicUrl);

/**
 * A club's public schedule as its API answers it, from the same cache, for other views of it (the listing site
 * searches it; the timetable feed draws it).
 */
export type CachedScheduleOf = (club: ResolvedClub) => Promise<ScheduleResponse>;

export const publicScheduleOf =
  (deps: ModuleDeps): CachedScheduleOf =>
  async (club) => {
    const { cache, versionKeyOf, clock } = await scheduleStateOf(deps);
    return (await cache.get(club, await versionKeyOf(club.id), clock())).value;
  };
