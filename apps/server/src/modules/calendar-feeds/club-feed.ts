import { messages } from '@clubroom/domain/messages';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';
import { icalDocument, type FeedEvent } from './ical-calendar.js';

const words = messages.calendarFeeds;

/**
 * The club's public timetable as a calendar: every session of the classes on its public schedule (the same
 * cached schedule its pages show: published runs of terms not yet over), in the club's zone. A session the club
 * cancelled is STATUS:CANCELLED; a term's breaks have no sessions, so nothing shows on them.
 */
export async function clubFeed(deps: CalendarFeedsDeps, club: ResolvedClub, ip: string): Promise<string> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.calendarFeed, [`ip:${ip}`], now);
  const schedule = await deps.publicSchedule(club);
  const events = schedule.terms.flatMap((term) =>
    term.runs.flatMap((run) =>
      run.sessions.map((session): FeedEvent => ({
        uid: `run-${run.runId}-${session.startTime}@${club.subdomain}.clubroom`,
        startTime: session.startTime,
        endTime: session.endTime,
        timeZone: club.timeZone,
        summary: session.cancelled ? words.cancelledSummary(run.className) : run.className,
        location: run.venueName,
        description: words.clubEventDescription(term.termName, club.name),
        cancelled: session.cancelled === true,
      })),
    ),
  );
  return icalDocument(words.clubFeedName(club.name), events, now);
}
