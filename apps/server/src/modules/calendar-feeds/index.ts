import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { familySessionsOf } from '../parent-bookings/index.js';
import { campDaysOf, publicScheduleOf } from '../schedule/index.js';
import { calendarFeedsRepository } from './calendar-feeds.repository.js';
import { calendarFeedsRoutes } from './calendar-feeds.routes.js';

/**
 * Calendar feeds (iCalendar): a family's booked sessions at every club through a secret link, issued and
 * revoked from the account page, and each club's public timetable.
 */
export const calendarFeedsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  calendarFeedsRoutes(app, {
    repo: calendarFeedsRepository(deps.db),
    rateLimits: rateLimitRepository(deps.db),
    familySessions: familySessionsOf(deps),
    publicSchedule: publicScheduleOf(deps),
    campDays: campDaysOf(deps),
    platformOrigin: deps.config.publicUrl.origin,
    clock: deps.clock,
  });
};

/**
 * What auth does with a person's calendar link when their password is reset: it stops working, in the reset's
 * transaction (`{ db: tx }`), as their other sessions end.
 */
export const calendarLinks = ({ db }: Pick<ModuleDeps, 'db'>) => ({
  revokeAllOf: (userId: number) => calendarFeedsRepository(db).revoke(userId),
});
export type CalendarLinks = ReturnType<typeof calendarLinks>;
