import { messages } from '@clubroom/domain/messages';
import { notFound } from '../../platform/errors.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { sha256 } from '../../platform/security/tokens.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';
import { icalDocument, type FeedEvent } from './ical-calendar.js';

const DAY_MS = 86_400_000;
/** The feed's window: the last 8 weeks (a calendar keeps what it has already read) and the coming year. */
const FEED_PAST_DAYS = 56;
const FEED_FUTURE_DAYS = 366;

const words = messages.calendarFeeds;

/**
 * The family's calendar through its secret link: every session its children are booked into at every club, in
 * each club's zone, those the club cancelled marked STATUS:CANCELLED. The link is found by its secret's hash;
 * a link re-issued, revoked or ended by a password reset answers 404, as does one that never was.
 */
export async function familyFeed(deps: CalendarFeedsDeps, token: string): Promise<string> {
  const userId = await deps.repo.userOfToken(sha256(token));
  if (userId === null) throw notFound('Calendar link');
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.calendarFeed, [`feed:${userId}`], now);
  const window = {
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
  };
  const clubs = await deps.familySessions(userId, window);
  const events = clubs.flatMap(({ club, sessions }) =>
    sessions.map((session): FeedEvent => {
      const summary = words.familyEventSummary(session.child.name, session.className);
      return {
        uid: `booking-${session.bookingId}-${session.startTime}@clubroom`,
        startTime: session.startTime,
        endTime: session.endTime,
        timeZone: club.timeZone,
        summary: session.cancelled ? words.cancelledSummary(summary) : summary,
        location: session.venueName,
        description: words.familyEventDescription(session.child.name, club.name),
        cancelled: session.cancelled,
      };
    }),
  );
  return icalDocument(words.familyFeedName, events, now);
}
