import type { AnalyticsSource, BrowserAnalyticsEvent } from '@clubroom/domain/api';
import { clubToday } from '@clubroom/domain/rules';
import { bodyFieldRefused } from '../../platform/errors.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CountKind, ScheduleAnalyticsRepository } from './schedule-analytics.repository.js';

export interface RecordDeps {
  repo: ScheduleAnalyticsRepository;
  rateLimits: RateLimitRepository;
  clock: () => Date;
}

/**
 * Who sent it, as far as counting needs: the address and browser are hashed with the day's salt, never kept; and
 * where the schedule was seen (the club's page, or embedded on another website).
 */
export interface EventSource {
  ip: string;
  userAgent: string;
  source: AnalyticsSource;
}

/** The link followed is one of the club's public classes or camps (else 400 naming it: no counter for junk). */
async function subjectOfClick(deps: RecordDeps, clubId: number, click: { runId?: number; campId?: number }) {
  if (click.runId !== undefined) {
    if (!(await deps.repo.publicRun(clubId, click.runId)))
      throw bodyFieldRefused('runId', 'is not a class on the schedule');
    return `run:${click.runId}`;
  }
  if (!(await deps.repo.publicCamp(clubId, click.campId!)))
    throw bodyFieldRefused('campId', 'is not a camp on the schedule');
  return `camp:${click.campId}`;
}

/**
 * Counts one event of the schedule (its page or the embedded one) on the club's club-local day. A view also counts
 * the day's visitor once, by a hash of the day's random salt, the club, the address and the User-Agent (Plausible's
 * way), under the source of their first view: the salt is deleted the next day, so nobody can be recognised across
 * days, and no cookie or identifier is ever sent.
 */
export async function recordEvent(
  deps: RecordDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  event: BrowserAnalyticsEvent,
  source: EventSource,
): Promise<void> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.scheduleAnalytics, [`ip:${source.ip}`], now);
  const day = clubToday(club.timeZone, now);
  const count = (kind: CountKind, subject?: string) => deps.repo.count(club.id, day, source.source, kind, subject);
  if (event.event === 'view') {
    await count('view');
    const salt = await deps.repo.saltOf(day, randomToken());
    if (await deps.repo.firstVisit(club.id, day, sha256(`${salt}|${club.id}|${source.ip}|${source.userAgent}`)))
      await count('visitor');
  } else if (event.event === 'filter') {
    for (const filter of new Set(event.filters)) await count('filter', filter);
  } else {
    await count('click', await subjectOfClick(deps, club.id, event));
  }
}
