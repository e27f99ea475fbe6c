import type { ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';
import { icalDocument, type FeedEvent } from './ical-calendar.js';

const words = messages.calendarFeeds;

/** Each day of the camps on the public schedule (published, public camps not yet over) as an event. */
async function campEvents(deps: CalendarFeedsDeps, club: ResolvedClub, camps: ScheduleResponse['camps']) {
  const weeks = new Map(camps.flatMap((camp) => camp.weeks.map((week) => [week.instanceGroupId, { camp, week }])));
  const days = await deps.campDays(club, [...weeks.keys()]);
  return days.map((day): FeedEvent => {
    const { camp, week } = weeks.get(day.weekId)!;
    return {
      uid: `camp-${camp.campId}-${day.startTime}@${club.subdomain}.clubroom`,
      startTime: day.startTime,
      endTime: day.endTime,
      timeZone: club.timeZone,
      summary: camp.className,
      location: camp.venueName,
      description: words.campEventDescription(week.name, club.name),
      cancelled: false,
    };
  });
}

/**
 * The club's public timetable as a calendar: every session of the classes on its public schedule (the same
 * cached schedule its pages show: published runs of terms not yet over) and every day of its camps, in the club's
 * zone. A session the club cancelled is STATUS:CANCELLED; a term's breaks have no sessions, so nothing shows on them.
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
  return icalDocument(
    words.clubFeedName(club.name),
    [...events, ...(await campEvents(deps, club, schedule.camps))],
    now,
  );
}
