import type { ScheduleResponse } from '@clubroom/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';
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

/** A day of a camp week: its week (the schedule's `instanceGroupId`) and its times, epoch seconds. */
export interface CampDayTimes {
  weekId: number;
  startTime: number;
  endTime: number;
}

/**
 * The dated days of some of the club's camp weeks (the public schedule carries the weeks, not their days), for other
 * views of the schedule (the timetable feed). Only the club's own weeks are read.
 */
export const campDaysOf =
  (deps: ModuleDeps) =>
  async (club: Pick<ResolvedClub, 'id'>, weekIds: number[]): Promise<CampDayTimes[]> => {
    const { repo } = await scheduleStateOf(deps);
    const days = await repo.findCampDays(club.id, weekIds);
    return days.map((day) => ({
      weekId: day.campWeekId,
      startTime: toEpoch(day.startsAt),
      endTime: toEpoch(day.endsAt),
    }));
  };
