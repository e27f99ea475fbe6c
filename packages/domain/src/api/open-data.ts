import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { pathNumber } from './id.js';

/** The most items one page of an open-data feed holds. */
export const RPDE_PAGE_SIZE = 100;
/** The licence the club's open data is published under (OpenActive's recommendation). */
export const OPEN_DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

const afterSchema = z
  .object({
    afterTimestamp: pathNumber(0, 9_999_999_999)
      .optional()
      .describe("the last item's `modified` of the page read before (with afterId)"),
    afterId: pathNumber(1, MAX_ID).optional().describe("the last item's `id` of the page read before"),
  })
  .refine((q) => (q.afterTimestamp === undefined) === (q.afterId === undefined), {
    path: ['afterId'],
    message: 'must be given with afterTimestamp, or neither',
  });

/** One session as OpenActive's Modelling Specification describes a ScheduledSession (JSON-LD). */
export const openDataSessionSchema = z.object({
  '@context': z.literal('https://openactive.io/'),
  '@type': z.literal('ScheduledSession'),
  '@id': z.string().describe("the session's own address: its class's page, with the session's id"),
  identifier: z.number().int(),
  startDate: z.string().describe("ISO 8601 with the club's UTC offset on the day (2026-10-26T16:30:00+00:00)"),
  endDate: z.string(),
  duration: z.string().describe('ISO 8601 duration (PT1H)'),
  eventStatus: z.enum(['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled']),
  superEvent: z.object({
    '@type': z.literal('SessionSeries'),
    '@id': z.string().describe("the class's page"),
    name: z.string(),
    location: z.object({ '@type': z.literal('Place'), name: z.string() }),
    organizer: z.object({ '@type': z.literal('Organization'), name: z.string(), url: z.string() }),
  }),
});
export type OpenDataSession = z.infer<typeof openDataSessionSchema>;

export const rpdeItemSchema = z.object({
  state: z.enum(['updated', 'deleted']),
  kind: z.literal('ScheduledSession'),
  id: z.string(),
  modified: z.number().int().describe('the change that last touched the item: pages are ordered by (modified, id)'),
  data: openDataSessionSchema.optional().describe('left out of a deleted item'),
});
export type RpdeItem = z.infer<typeof rpdeItemSchema>;

/** A page of a Realtime Paged Data Exchange (RPDE 1.0) feed. */
export const rpdePageSchema = z.object({
  next: z.string().describe('the next page: follow it until a page has no items, then poll it'),
  items: z.array(rpdeItemSchema),
  license: z.literal(OPEN_DATA_LICENSE),
});
export type RpdePage = z.infer<typeof rpdePageSchema>;

/**
 * Open data (docs/api.md, "Open data"): a club's sessions for activity finders, as an OpenActive RPDE feed, for
 * clubs that opt in (the club option 'Share our timetable as open data').
 */
export const openDataApi = {
  openDataSessions: defineRoute({
    operationId: 'openDataSessions',
    method: 'GET',
    path: '/api/v4/public/open-data/scheduled-sessions',
    summary:
      "The club's published sessions as an OpenActive RPDE feed (ScheduledSession items, paged by afterTimestamp and afterId); 404 unless the club shares open data",
    tags: ['open-data'],
    access: 'public',
    scope: 'club',
    query: afterSchema,
    response: rpdePageSchema,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  }),
};
