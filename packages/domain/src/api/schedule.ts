import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';

/** Weekday names as the public API spells them in `sessions[].day`; index = dow (0 = Sunday). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** A weekly class time: `dow` 0 = Sunday … 6 = Saturday, start in the club's local wall time. */
export const classTimeSchema = z.object({
  dow: z.number().int().min(0).max(6),
  starttime: z.object({ hours: z.number().int().min(0).max(23), mins: z.number().int().min(0).max(59) }),
});

/** One dated session of a run; times are epoch seconds. */
export const sessionSchema = z.object({
  day: z.enum(weekdayNames),
  startTime: z.number().int(),
  endTime: z.number().int(),
  cancelled: z
    .literal(true)
    .optional()
    .describe('the club cancelled this session: it does not happen (left out for a session that does)'),
});

export const runSchema = z.object({
  runId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  bookingsCount: z.number().int().describe('places taken: confirmed bookings and places held (baskets, offers)'),
  waitingCount: z.number().int().describe('families on the waiting list not yet offered a place'),
  capacity: z.number().int(),
  ageFrom: z.number().int().describe('months'),
  ageTo: z.number().int().describe('months; 0 with ageFrom 0 means all ages'),
  runStartTime: z.number().int().describe('epoch seconds of the first session start'),
  runEndTime: z.number().int().describe('epoch seconds of the first session end'),
  hasTrialOptions: z.union([z.literal(0), z.literal(1)]),
  classTimes: z.array(classTimeSchema),
  sessions: z.array(sessionSchema),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  spacesAvailable: z.boolean(),
});

export const termSchema = z.object({
  termId: z.number().int(),
  termName: z.string(),
  termStartDateTime: z.number().int(),
  termEndDateTime: z.number().int(),
  days: z.array(z.enum(weekdayNames)).describe('weekdays on which the term has sessions, Monday first'),
  runs: z.array(runSchema),
});

export const campWeekSchema = z.object({
  weekStart: z.number().int(),
  weekEnd: z.number().int(),
  instanceGroupId: z.number().int(),
  name: z.string(),
});

export const campSchema = z.object({
  campId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  description: z.string(),
  ageFromInMonths: z.number().int(),
  ageToInMonths: z.number().int(),
  startDateTime: z.number().int(),
  endDateTime: z.number().int(),
  weeks: z.array(campWeekSchema),
  latitude: z.number().nullable().describe('the venue; lets the distance filter apply to camps'),
  longitude: z.number().nullable(),
});

export const scheduleResponseSchema = z.object({
  terms: z.array(termSchema),
  camps: z.array(campSchema),
});

export const venueSchema = z.object({
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A term's priority windows as the public schedule says them (docs/club-admin.md, "Priority windows"). */
export const bookingOpensSchema = z
  .object({
    membersFrom: z.number().int().describe('epoch seconds: children with a place in the term before'),
    siblingsFrom: z.number().int().describe('epoch seconds: their brothers and sisters'),
    everyoneFrom: z.number().int().describe('epoch seconds: everyone'),
  })
  .nullable()
  .describe('when booking opens for whom while the last window is ahead; null once everyone may book');

/** GET /api/v4/public/run/{runId} */
export const runInfoResponseSchema = z.object({
  run: runSchema,
  term: termSchema.omit({ runs: true }),
  venue: venueSchema,
  sessionDurationMinutes: z.number().int(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  pricePerSession: z.number().int().describe('minor units'),
  pricePerTerm: z
    .number()
    .int()
    .describe('minor units: the whole term (sessions × the session price when the club set no term price)'),
  priceForRemaining: z.number().int().describe('minor units: pro-rata price for the sessions left'),
  currency: z.string(),
  trial: z.object({ sessions: z.number().int(), price: z.number().int() }).nullable(),
  monthlyPlan: z
    .object({
      price: z.number().int().describe('minor units a month'),
      trialDays: z.number().int().describe('free days before the first payment'),
      billingDay: z.number().int().nullable().describe('the day of the month it is taken, when the club set one'),
    })
    .nullable()
    .describe('the run is sold as a monthly plan (instead of by the term); null when it is not'),
  bookingOpens: bookingOpensSchema,
});

/** GET /api/v4/public/camp/{campId} */
export const campInfoResponseSchema = z.object({
  camp: campSchema,
  venue: venueSchema,
  dayPrice: z.number().int().describe('minor units'),
  weekPrice: z.number().int().describe('minor units'),
  currency: z.string(),
  weekDays: z.array(z.object({ instanceGroupId: z.number().int(), days: z.array(sessionSchema) })),
});

/** Days of a term without sessions (half term, Christmas): club-local YYYY-MM-DD dates, both included. */
export const termBreakSchema = z.object({ name: z.string(), from: z.string(), to: z.string() });

/** GET /api/v4/public/term/{termId} */
export const termInfoResponseSchema = z.object({
  term: termSchema,
  breaks: z.array(termBreakSchema).describe('in date order'),
  bookingOpens: bookingOpensSchema,
});

const tags = ['schedule'];
/** Every schedule route reads one club's public schedule: anyone may, on that club's host only. */
const publicClubRead = { method: 'GET', tags, access: 'public', scope: 'club' } as const;

export const scheduleApi = {
  currentSchedule: defineRoute({
    ...publicClubRead,
    operationId: 'currentSchedule',
    path: '/api/v4/public/schedule/current',
    // The embeddable schedule reads it from the club's own website.
    anyOrigin: true,
    summary: "The club's terms and camps that have not ended, in date order",
    response: scheduleResponseSchema,
  }),
  runInfo: defineRoute({
    ...publicClubRead,
    operationId: 'runInfo',
    path: '/api/v4/public/run/:runId',
    summary: 'One run for its info page',
    params: idParam('runId'),
    response: runInfoResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  campInfo: defineRoute({
    ...publicClubRead,
    operationId: 'campInfo',
    path: '/api/v4/public/camp/:campId',
    summary: 'One camp for its info page',
    params: idParam('campId'),
    response: campInfoResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  termInfo: defineRoute({
    ...publicClubRead,
    operationId: 'termInfo',
    path: '/api/v4/public/term/:termId',
    summary: 'One term with its runs',
    params: idParam('termId'),
    response: termInfoResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};

export type ClassTime = z.infer<typeof classTimeSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Run = z.infer<typeof runSchema>;
export type Term = z.infer<typeof termSchema>;
export type CampWeek = z.infer<typeof campWeekSchema>;
export type Camp = z.infer<typeof campSchema>;
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type RunInfo = z.infer<typeof runInfoResponseSchema>;
export type CampInfo = z.infer<typeof campInfoResponseSchema>;
export type TermInfo = z.infer<typeof termInfoResponseSchema>;
