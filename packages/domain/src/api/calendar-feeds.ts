import { z } from 'zod';
import { defineRoute } from './define-route.js';

/** A calendar link's secret: 256 random bits, base64url (the `randomToken` of the server's tokens). */
export const feedTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'is not a calendar link')
  .describe("the link's secret");

/** The signed-in person's calendar link as their account page shows it: whether one is live, and since when. */
export const calendarLinkStatusSchema = z.object({
  link: z
    .object({ createdAt: z.iso.datetime().describe('when the live link was issued') })
    .nullable()
    .describe('null: no live link (never issued, revoked, or ended by a password reset)'),
});
export type CalendarLinkStatus = z.infer<typeof calendarLinkStatusSchema>;

/** A link just issued: the only time its address is answered (its secret is stored hashed). */
export const issuedCalendarLinkSchema = z.object({
  url: z.url().describe('the https address of the iCal feed, to paste into a calendar app'),
  webcalUrl: z.string().describe('the same address as webcal://, which opens a calendar app to subscribe'),
  createdAt: z.iso.datetime(),
});
export type IssuedCalendarLink = z.infer<typeof issuedCalendarLinkSchema>;

/** How long a calendar app may keep a feed before asking again (Cache-Control max-age and the feed's refresh hint). */
export const FEED_REFRESH_MINUTES = 5;

const feedSummary = (what: string) => `${what} as an iCalendar feed (text/calendar; RFC 5545)`;

/**
 * Calendar feeds (docs/api.md, "Calendar feeds"): a family's secret link to its booked sessions at every club,
 * and a club's public timetable. Both are iCalendar (text/calendar), not JSON.
 */
export const calendarFeedsApi = {
  calendarLink: defineRoute({
    operationId: 'calendarLink',
    method: 'GET',
    path: '/api/v4/people/calendar-link',
    summary: "Whether the signed-in person has a live calendar link, and since when (never the link's address)",
    tags: ['calendar-feeds'],
    access: 'signed-in',
    scope: 'platform',
    response: calendarLinkStatusSchema,
  }),
  issueCalendarLink: defineRoute({
    operationId: 'issueCalendarLink',
    method: 'POST',
    path: '/api/v4/people/calendar-link/issue',
    summary: 'Issues a new calendar link (any earlier link stops working) and answers its address, once',
    tags: ['calendar-feeds'],
    access: 'signed-in',
    scope: 'platform',
    switchedSession: 'refused',
    response: issuedCalendarLinkSchema,
  }),
  revokeCalendarLink: defineRoute({
    operationId: 'revokeCalendarLink',
    method: 'POST',
    path: '/api/v4/people/calendar-link/revoke',
    summary: 'Stops the calendar link working (its address answers 404 from now on)',
    tags: ['calendar-feeds'],
    access: 'signed-in',
    scope: 'platform',
    response: calendarLinkStatusSchema,
  }),
  familyCalendarFeed: defineRoute({
    operationId: 'familyCalendarFeed',
    method: 'GET',
    path: '/api/v4/calendar/family.ics',
    summary: feedSummary("A family's booked sessions at every club, through its secret link,"),
    tags: ['calendar-feeds'],
    access: 'public',
    scope: 'platform',
    // In the query, not the path: the log never records query strings (platform/log-serializers.ts).
    query: z.object({ token: feedTokenSchema }),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  }),
  clubCalendarFeed: defineRoute({
    operationId: 'clubCalendarFeed',
    method: 'GET',
    path: '/api/v4/public/calendar/timetable.ics',
    summary: feedSummary("The club's public timetable (its published classes' sessions)"),
    tags: ['calendar-feeds'],
    access: 'public',
    scope: 'club',
    errors: ['RATE_LIMITED'],
  }),
};
