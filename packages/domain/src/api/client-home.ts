import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { analyticsTotalsSchema } from './schedule-analytics.js';

/** The club home's analytics card covers the last this many club-local days, today included. */
export const HOME_ANALYTICS_DAYS = 7;

const epochSeconds = z.number().int().describe('epoch seconds');

/** One session of a run on the club home: when, where, and how full. */
export const homeSessionSchema = z.object({
  runId: z.number(),
  sessionId: z.number(),
  className: z.string(),
  venueName: z.string(),
  startTime: epochSeconds,
  endTime: epochSeconds,
  booked: z.number().int().describe('children with a place at this session (term places and trials for it)'),
  capacity: z.number().int(),
});

export const recentBookingSchema = z.object({
  bookingId: z.number(),
  childName: z.string(),
  what: z.string().describe("the run's class name, or the camp's name"),
  bookedAt: epochSeconds,
});

/**
 * The club home (spec: client home, "quick-info"): a coach sees their own sessions; organisers the
 * whole club's, with fill rate, waiting lists, recent bookings and the schedule's analytics; money only with financial access.
 */
export const clientHomeResponseSchema = z.object({
  today: z.array(homeSessionSchema).describe("today's sessions (club-local day), in time order"),
  thisWeek: z
    .object({ sessions: z.number().int(), places: z.number().int() })
    .describe('this week (Monday to Sunday, club-local): sessions, and places booked on them'),
  fillRate: z
    .object({ booked: z.number().int(), capacity: z.number().int() })
    .nullable()
    .describe('places booked and offered across the runs of terms not yet over; null for a coach'),
  waitingLists: z
    .object({ children: z.number().int(), runs: z.number().int() })
    .nullable()
    .describe('children waiting, and the runs they wait for; null for a coach'),
  recentBookings: z.array(recentBookingSchema).nullable().describe('the latest confirmed places; null for a coach'),
  scheduleAnalytics: analyticsTotalsSchema
    .nullable()
    .describe(
      "the schedule page's analytics over the last 7 club-local days (views to places booked); null for a coach",
    ),
  moneyThisMonth: z
    .object({
      paid: z.number().int(),
      refunded: z.number().int(),
      platformFees: z.number().int(),
      net: z.number().int(),
      currency: z.string(),
    })
    .nullable()
    .describe(
      "this club-local calendar month's card money as Financials shows it (minor units): payments taken, refunds " +
        "given, the platform's fees after refunds and net (taken − refunded − platform fees); null without financial access",
    ),
});

export type HomeSession = z.infer<typeof homeSessionSchema>;
export type ClientHomeResponse = z.infer<typeof clientHomeResponseSchema>;

export const clientHomeApi = {
  clientHome: defineRoute({
    operationId: 'clientHome',
    method: 'GET',
    path: '/api/v4/client/quick-info',
    summary:
      "The club home: today's and this week's sessions, fill rate, waiting lists, recent bookings, money this month",
    tags: ['client-home'],
    access: { roles: ['organiser', 'franchise_manager', 'platform_manager', 'coach'] },
    scope: 'club',
    response: clientHomeResponseSchema,
  }),
};
