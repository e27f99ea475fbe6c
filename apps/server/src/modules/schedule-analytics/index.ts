import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { analyticsReport, recentAnalytics } from './analytics-report.js';
import { scheduleAnalyticsRepository } from './schedule-analytics.repository.js';
import { scheduleAnalyticsRoutes } from './schedule-analytics.routes.js';

/**
 * The schedule page's own analytics: views, filters used and Info & Booking links followed, counted per club and day
 * with no cookie and nothing personal kept (docs/api.md, "Schedule analytics"). The staff read them through
 * `scheduleAnalyticsFigures` (the report, the club home).
 */
export const scheduleAnalyticsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  scheduleAnalyticsRoutes(app, {
    repo: scheduleAnalyticsRepository(deps.db),
    rateLimits: rateLimitRepository(deps.db),
    clock: deps.clock,
  });
};

type Club = Pick<ResolvedClub, 'id' | 'timeZone'>;

/** The club's figures: a period's report, and the last days' totals. */
export function scheduleAnalyticsFigures({ db }: Pick<ModuleDeps, 'db'>) {
  const repo = scheduleAnalyticsRepository(db);
  return {
    report: (club: Club, period: { from?: string; to?: string }, now: Date) => analyticsReport(repo, club, period, now),
    recent: (club: Club, now: Date, days: number) => recentAnalytics(repo, club, now, days),
  };
}
export type ScheduleAnalyticsFigures = ReturnType<typeof scheduleAnalyticsFigures>;
