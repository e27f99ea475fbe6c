import {
  OPEN_DATA_LICENSE,
  openDataApi,
  pathOf,
  RPDE_PAGE_SIZE,
  type OpenDataSession,
  type RpdeItem,
  type RpdePage,
} from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Duration, DateTime } from 'luxon';
import { notFound } from '../../platform/errors.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { OpenDataRepository, OpenDataRow } from './open-data.repository.js';

export interface OpenDataDeps {
  repo: OpenDataRepository;
  rateLimits: RateLimitRepository;
  /** Whether the club has opted in (the club-settings module's option). */
  sharesOpenData: (clubId: number) => Promise<boolean>;
  clock: () => Date;
}

/** What the request brings: the page asked for, the club's own origin (`https://demo.example.com`), the caller's address. */
export interface FeedRequest {
  after: { modified: number; id: number } | null;
  origin: string;
  ip: string;
}

const isoIn = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).toISO({ suppressMilliseconds: true })!;

/** A session as OpenActive's ScheduledSession: its times with the club's offset on the day, its class and club. */
function sessionData(row: OpenDataRow, club: ResolvedClub, origin: string): OpenDataSession {
  const [startsAt, endsAt] = [row.startsAt!, row.endsAt!];
  const classPage = `${origin}${pagePath(clubPages.runInfo, { runId: row.runId! })}`;
  return {
    '@context': 'https://openactive.io/',
    '@type': 'ScheduledSession',
    '@id': `${classPage}#session-${row.sessionId}`,
    identifier: row.sessionId,
    startDate: isoIn(startsAt, club.timeZone),
    endDate: isoIn(endsAt, club.timeZone),
    duration: Duration.fromMillis(endsAt.getTime() - startsAt.getTime())
      .shiftTo('hours', 'minutes')
      .toISO()!,
    eventStatus: row.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    superEvent: {
      '@type': 'SessionSeries',
      '@id': classPage,
      name: row.className!,
      location: { '@type': 'Place', name: row.venueName! },
      organizer: { '@type': 'Organization', name: club.name, url: origin },
    },
  };
}

const itemOf = (row: OpenDataRow, club: ResolvedClub, origin: string): RpdeItem => {
  const base = { kind: 'ScheduledSession' as const, id: String(row.sessionId), modified: row.modified };
  return row.gone ? { ...base, state: 'deleted' } : { ...base, state: 'updated', data: sessionData(row, club, origin) };
};

/**
 * A page of the club's open-data feed (OpenActive RPDE 1.0, the "modified timestamp and id" ordering): its
 * sessions' changes after the page read before, a deleted (or no longer public) session as a tombstone; `next` names
 * the page after this one (this page again when it is empty: the aggregator polls it). 404 unless the club opted in.
 */
export async function scheduledSessionsFeed(
  deps: OpenDataDeps,
  club: ResolvedClub,
  request: FeedRequest,
): Promise<RpdePage> {
  if (!(await deps.sharesOpenData(club.id))) throw notFound('Open data feed');
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.openData, [`ip:${request.ip}`], deps.clock());
  const rows = await deps.repo.pageOf(club.id, request.after, RPDE_PAGE_SIZE);
  const last = rows.at(-1);
  const after = last ? { modified: last.modified, id: last.sessionId } : request.after;
  const query = after ? `?afterTimestamp=${after.modified}&afterId=${after.id}` : '';
  return {
    next: `${request.origin}${pathOf(openDataApi.openDataSessions)}${query}`,
    items: rows.map((row) => itemOf(row, club, request.origin)),
    license: OPEN_DATA_LICENSE,
  };
}
