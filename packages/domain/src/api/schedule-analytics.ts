import { z } from 'zod';
import { calendarDaysBetween } from '../rules/dates.js';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { calendarDateSchema } from './people.js';

const bodyId = z.number().int().min(1).max(MAX_ID);

/** The schedule's filters a family can use, by name only: what was chosen (a postcode, a class) is never sent. */
export const analyticsFilterNames = ['day', 'time', 'class', 'venue', 'kind', 'available', 'age', 'distance'] as const;
export type AnalyticsFilterName = (typeof analyticsFilterNames)[number];

/** What the schedule page reports: a view of it, filters used, an Info & Booking link followed. */
export const analyticsEventKinds = ['view', 'filter', 'click'] as const;

/**
 * Where the schedule was seen: `page`, the club's own schedule page; `embed`, the schedule embedded on another
 * website (`/embed.js`). The server tells them apart by the request's Origin, not by anything the browser says.
 */
export const analyticsSources = ['page', 'embed'] as const;
export type AnalyticsSource = (typeof analyticsSources)[number];

/**
 * POST /api/v4/public/schedule/browser-analytics: one event of the schedule page, with nothing about the person: no
 * cookie, no id, no address kept (a visitor is counted once a day by a hash with the day's salt, deleted the next day).
 */
export const browserAnalyticsEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('view') }),
  z.object({
    event: z.literal('filter'),
    filters: z
      .array(z.enum(analyticsFilterNames))
      .min(1)
      .max(analyticsFilterNames.length)
      .describe('the filters changed, by name'),
  }),
  z
    .object({
      event: z.literal('click'),
      runId: bodyId.optional().describe("a class's Info & Booking link"),
      campId: bodyId.optional().describe("a camp's Info & Booking link"),
    })
    .refine((click) => (click.runId === undefined) !== (click.campId === undefined), {
      path: ['runId'],
      message: 'give a runId or a campId, not both',
    }),
]);
export type BrowserAnalyticsEvent = z.infer<typeof browserAnalyticsEventSchema>;

export const browserAnalyticsRecordedSchema = z.object({
  recorded: z
    .boolean()
    .describe('false when the browser asks not to be tracked (DNT or Sec-GPC), or is a robot: nothing is kept'),
});

export const browserAnalyticsSettingsSchema = z.object({
  collect: z
    .boolean()
    .describe("whether the page may report events: false when the request carries 'DNT: 1' or 'Sec-GPC: 1'"),
  events: z.array(z.enum(analyticsEventKinds)),
  filters: z.array(z.enum(analyticsFilterNames)),
  cookies: z.literal(false).describe('no cookie, local storage or identifier is ever used'),
});
export type BrowserAnalyticsSettings = z.infer<typeof browserAnalyticsSettingsSchema>;

const publicAnalytics = { tags: ['schedule-analytics'], access: 'public', scope: 'club' } as const;

/** The schedule page's own analytics (docs/api.md, "Schedule analytics"): counts for the club, no tracking. */
export const scheduleAnalyticsApi = {
  browserAnalyticsSettings: defineRoute({
    ...publicAnalytics,
    operationId: 'browserAnalyticsSettings',
    method: 'GET',
    path: '/api/v4/public/schedule/browser-analytics',
    summary: 'What the schedule page may report, and whether to report at all (not when the browser asks not to be)',
    response: browserAnalyticsSettingsSchema,
  }),
  browserAnalyticsEvent: defineRoute({
    ...publicAnalytics,
    operationId: 'browserAnalyticsEvent',
    method: 'POST',
    path: '/api/v4/public/schedule/browser-analytics',
    summary:
      'Counts one event of the schedule page or the embedded schedule (a view, filters used, an Info & Booking link), nothing personal',
    body: browserAnalyticsEventSchema,
    response: browserAnalyticsRecordedSchema,
    errors: ['RATE_LIMITED'],
    // The embedded schedule posts from the club's own website, another origin. No cookie is read or written here (it
    // counts, and acts as no one), so a cross-site post can do nothing a direct one could not: no same-site check.
    csrf: false,
    anyOrigin: true,
  }),
};

const counted = z.number().int();

/** A period's figures: schedule views, the day's distinct visitors summed, filters used, links followed, places booked. */
export const analyticsTotalsSchema = z.object({
  views: counted.describe('schedule page views'),
  visitors: counted.describe('distinct visitors of each day, summed (a visitor on two days counts twice)'),
  filterUses: counted.describe('filters changed'),
  clicks: counted.describe('Info & Booking links followed'),
  bookings: counted.describe("places booked on the club's classes (when bought), from any page"),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** A period's figures from one place the schedule was seen (the booking figure is the club's, from any page). */
export const analyticsSourceTotalsSchema = analyticsTotalsSchema.omit({ bookings: true }).extend({
  source: z.enum(analyticsSources),
});

/** The longest period the report covers, in days. */
export const ANALYTICS_MAX_DAYS = 366;
/** Days the report covers when no period is given: the last 28, today included. */
export const ANALYTICS_DEFAULT_DAYS = 28;

const isoDay = calendarDateSchema();

export const analyticsPeriodQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = calendarDaysBetween(q.from, q.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    else if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${ANALYTICS_MAX_DAYS} days after from` });
  });
export type AnalyticsPeriodQuery = z.input<typeof analyticsPeriodQuerySchema>;

export const scheduleAnalyticsReportSchema = z.object({
  from: z.string().describe("club-local 'YYYY-MM-DD', included"),
  to: z.string().describe("club-local 'YYYY-MM-DD', included"),
  totals: analyticsTotalsSchema,
  days: z
    .array(
      analyticsTotalsSchema.extend({
        date: z.string(),
        embedViews: counted.describe("of the day's views, those of the schedule embedded on the club's website"),
      }),
    )
    .describe('every day of the period, in order'),
  sources: z
    .array(analyticsSourceTotalsSchema)
    .describe("the totals by where the schedule was seen: the club's schedule page, then the embedded schedule"),
  filters: z
    .array(z.object({ filter: z.enum(analyticsFilterNames), uses: counted }))
    .describe('the filters families used, most used first'),
  runs: z
    .array(
      z.object({
        runId: z.number().int(),
        className: z.string(),
        termName: z.string(),
        clicks: counted,
        embedClicks: counted.describe('of its clicks, those from the embedded schedule'),
        bookings: counted,
      }),
    )
    .describe('the funnel per class: its Info & Booking links followed, then its places booked; busiest first'),
  camps: z
    .array(z.object({ campId: z.number().int(), name: z.string(), clicks: counted, embedClicks: counted }))
    .describe("camps' Info & Booking links followed, most first"),
});
export type ScheduleAnalyticsReport = z.infer<typeof scheduleAnalyticsReportSchema>;
