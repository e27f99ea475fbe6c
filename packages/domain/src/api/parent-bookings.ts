import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { basketItemTypes } from './booking.js';
import { defineRoute } from './define-route.js';
import { idSchema, pathNumber } from './id.js';
import { classTimeSchema } from './schedule.js';
import { waitingListEntrySchema } from './waiting-list.js';

/** The most bookings one page of the list holds. */
export const MAX_BOOKINGS_PAGE = 100;

export const bookingsPageParamsSchema = z.object({
  offset: pathNumber(0, MAX_ID).describe('how many bookings, newest first, to skip'),
  limit: pathNumber(1, MAX_BOOKINGS_PAGE).describe('how many to answer'),
});
export const bookingParamsSchema = z.object({
  /** The Host's club id: another club's answers 404. */
  clientId: idSchema,
  bookingId: idSchema,
});

export const bookingKinds = basketItemTypes;
export const bookingStatuses = ['confirmed', 'cancelled'] as const;

/** One dated session of a booking: epoch seconds. */
export const bookedSessionSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int(),
  cancelled: z
    .literal(true)
    .optional()
    .describe('the club cancelled this session: it does not happen (left out for a session that does)'),
});

export const parentBookingSchema = z.object({
  bookingId: z.number(),
  bookingRef: z.uuid().describe('what cancelling names (`POST /api/bookings/cancel`)'),
  clientId: z.number().describe("the club's id, for `/api/v4/people/bookings/{clientId}/{bookingId}`"),
  orderUuid: z.uuid().nullable().describe('the order that booked it (its page is `/order/{uuid}`)'),
  child: z.object({ id: z.number(), name: z.string() }),
  kind: z.enum(bookingKinds),
  status: z.enum(bookingStatuses),
  runId: z.number().nullable(),
  campId: z.number().nullable(),
  className: z.string().describe("the run's class, or the camp's name"),
  termName: z.string().nullable().describe('null for a camp'),
  venueName: z.string(),
  classTimes: z.array(classTimeSchema).describe("the run's weekly days and start times (none for a camp)"),
  firstSession: bookedSessionSchema
    .nullable()
    .describe('the first session the booking gives the child (a camp booking: its day); null when there is none'),
  lastSession: bookedSessionSchema.nullable(),
  bookedAt: z.string().describe('ISO 8601'),
  cancelledAt: z.string().nullable().describe('ISO 8601'),
  cancellable: z.boolean().describe('whether the parent may cancel it now (the club allows it, before its deadline)'),
  cancellableUntil: z
    .number()
    .int()
    .nullable()
    .describe('epoch seconds: until when it may be cancelled; null when the club lets parents cancel nothing'),
  refundOnCancel: z
    .boolean()
    .describe("cancelling it now refunds its price to the card that paid for it (the club's policy)"),
  creditOnCancel: z
    .number()
    .int()
    .nullable()
    .describe(
      "minor units: cancelling it now keeps what was paid for it as credit with the club for a later booking (the club's policy); else null",
    ),
  paymentPlan: z
    .object({
      monthlyAmount: z.number().int().describe('minor units: what the plan takes a month for this place'),
      onlyPlace: z.boolean().describe('the only place the plan pays for: cancelling it ends the plan'),
      trialing: z.boolean().describe('the plan is in its free trial: nothing has been taken yet'),
    })
    .nullable()
    .describe('the monthly plan that pays for the place, while it does; null when paid once'),
});
export const parentBookingsResponseSchema = z.object({
  bookings: z.array(parentBookingSchema),
  total: z.number().int().describe('how many bookings the parent has at the club, for paging'),
  offset: z.number().int(),
  limit: z.number().int(),
});
export const parentBookingResponseSchema = parentBookingSchema.extend({ sessions: z.array(bookedSessionSchema) });

/** How far ahead the feed looks, and how many sessions it answers at most. */
export const FEED_WEEKS = 8;
export const FEED_MAX_SESSIONS = 50;
export const upcomingSessionSchema = bookedSessionSchema.extend({
  bookingId: z.number(),
  kind: z.enum(bookingKinds),
  child: z.object({ id: z.number(), name: z.string() }),
  runId: z.number().nullable(),
  campId: z.number().nullable(),
  className: z.string(),
  venueName: z.string(),
});
export const upcomingSessionsResponseSchema = z.object({ sessions: z.array(upcomingSessionSchema) });

/** A waiting-list entry of the family's, with where and when its run meets. */
export const familyWaitingListEntrySchema = waitingListEntrySchema.extend({
  termName: z.string(),
  venueName: z.string(),
  classTimes: z.array(classTimeSchema),
});
export const familyWaitingListsResponseSchema = z.object({
  data: z.array(familyWaitingListEntrySchema).describe('open entries only (waiting, or offered a place)'),
});

export type ParentBooking = z.infer<typeof parentBookingSchema>;
export type ParentBookingsResponse = z.infer<typeof parentBookingsResponseSchema>;
export type ParentBookingResponse = z.infer<typeof parentBookingResponseSchema>;
export type BookedSession = z.infer<typeof bookedSessionSchema>;
export type UpcomingSession = z.infer<typeof upcomingSessionSchema>;
export type FamilyWaitingListEntry = z.infer<typeof familyWaitingListEntrySchema>;

/** The signed-in parent's own bookings at the Host's club. */
const parentsOwn = { tags: ['parent-bookings'], access: 'signed-in', scope: 'club' } as const;

export const parentBookingsApi = {
  parentBookings: defineRoute({
    ...parentsOwn,
    operationId: 'parentBookings',
    method: 'GET',
    path: '/api/v4/people/bookings/all/:offset/:limit',
    summary: "The parent's bookings at the Host's club, newest first, a page at a time, with how many there are",
    params: bookingsPageParamsSchema,
    response: parentBookingsResponseSchema,
  }),
  upcomingSessions: defineRoute({
    ...parentsOwn,
    operationId: 'upcomingSessions',
    method: 'GET',
    path: '/api/v4/people/bookings/current/feed',
    summary: `The sessions the parent's children are booked into, soonest first: the next ${FEED_WEEKS} weeks, at most ${FEED_MAX_SESSIONS}`,
    response: upcomingSessionsResponseSchema,
  }),
  /** The parent's own booking, or (for the club's organisers) any booking of the club; anything else answers 404. */
  parentBooking: defineRoute({
    ...parentsOwn,
    operationId: 'parentBooking',
    method: 'GET',
    path: '/api/v4/people/bookings/:clientId/:bookingId',
    summary: 'One booking with its sessions',
    params: bookingParamsSchema,
    response: parentBookingResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  familyWaitingLists: defineRoute({
    ...parentsOwn,
    operationId: 'familyWaitingLists',
    method: 'GET',
    path: '/api/v4/people/waiting-lists',
    summary:
      "The parent's children on waiting lists at the Host's club: their place in each queue, and any place offered",
    response: familyWaitingListsResponseSchema,
  }),
};
