import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { orderStatuses } from './booking.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { emailSchema } from './people.js';

const epochSeconds = z.number().int().describe('epoch seconds');
const bodyId = z.number().int().min(1).max(MAX_ID);

/** The most addresses one invitation sends to. */
export const MAX_INVITE_EMAILS = 200;

export const bookRunParamSchema = idParam('runId');

/** Book a run's term place for a family (spec: "book run with runId, step, childId and prorata"). */
/** Most children of one family booked onto a run in one order. */
export const MAX_FAMILY_CHILDREN = 10;

export const bookRunForFamilyBodySchema = z.object({
  /** Children of one family, booked together in one order (so the sibling discount applies to them). */
  childIds: z
    .array(bodyId)
    .min(1, 'Choose at least one child.')
    .max(MAX_FAMILY_CHILDREN, `must be at most ${MAX_FAMILY_CHILDREN} children`)
    .refine((ids) => new Set(ids).size === ids.length, 'must name each child once'),
  /** Charge the sessions left once the term has started (false: the whole term). */
  prorata: z.boolean().default(true),
  /** The parent paid the club offline (cash, bank transfer): the order is completed, the place booked. */
  paidOffline: z.boolean().default(false),
});
export type BookRunForFamilyBody = z.input<typeof bookRunForFamilyBodySchema>;

export const bookCampParamSchema = idParam('campId');

/** Book a camp week, or some of its days, for a family (spec: camps "book with step and childId"). */
export const bookCampForFamilyBodySchema = z.object({
  childId: bodyId,
  weekId: bodyId,
  /** The days chosen (each day's start); left out: the whole week (its days still to come). */
  dayStarts: z.array(epochSeconds).min(1, 'Choose at least one day.').max(7).optional(),
  paidOffline: z.boolean().default(false),
});
export type BookCampForFamilyBody = z.input<typeof bookCampForFamilyBodySchema>;

/** The order made for the parent: its page is the parent's to pay on (`/order/{uuid}`), as an invoice's. */
/** An order's amount for staff: null for those without financial access, who see no amounts (docs/security.md). */
export const staffAmountSchema = z
  .number()
  .int()
  .nullable()
  .describe('minor units; null for staff without financial access, who see no amounts (as on the money screens)');
/** The order a booking for a family made (its lines and amounts are on the order page, for financial staff). */
export const familyOrderResponseSchema = z.object({
  orderId: z.number(),
  uuid: z.uuid(),
  status: z.enum(orderStatuses),
  parentUserId: z.number(),
  total: staffAmountSchema,
});
export type FamilyOrderResponse = z.infer<typeof familyOrderResponseSchema>;

export const inviteToRunBodySchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, 'Add at least one email address.')
    .max(MAX_INVITE_EMAILS, `must be at most ${MAX_INVITE_EMAILS} addresses`),
});
export type InviteToRunBody = z.input<typeof inviteToRunBodySchema>;
export const inviteToRunResponseSchema = z.object({
  runId: z.number(),
  /** The addresses emailed, each once (lower-cased, as recorded). */
  sent: z.array(z.string()),
});
export type InviteToRunResponse = z.infer<typeof inviteToRunResponseSchema>;
export const inviteToCampResponseSchema = z.object({
  campId: z.number(),
  /** The addresses emailed, each once (lower-cased, as recorded). */
  sent: z.array(z.string()),
});
export type InviteToCampResponse = z.infer<typeof inviteToCampResponseSchema>;

/** One address invited to book a run or camp (who may book it while it is invite only). */
export const invitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  invitedAt: epochSeconds.describe('when last invited: inviting again refreshes it'),
  invitedBy: z.string().nullable().describe("the sender's name; null once their account is gone"),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z.object({
  inviteOnly: z.boolean().describe('whether only the invited may see and book it'),
  invitations: z.array(invitationSchema).describe('newest first'),
});
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
export const invitationParamSchema = idParam('invitationId');
export const removedInvitationResponseSchema = z.object({ removed: z.literal(true) });

export const bookingRefParamSchema = z.object({ bookingRef: z.uuid() });

/** The child's place on a day of a camp booking's week. */
export const campDayPlaces = ['booked', 'pending', 'none'] as const;
export type CampDayPlace = (typeof campDayPlaces)[number];

export const adminBookingSchema = z.object({
  bookingRef: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  /** term | trial | camp-week | camp-days; null for a place the club added itself. */
  kind: z.string().nullable(),
  createdAt: epochSeconds,
  cancelledAt: epochSeconds.nullable(),
  child: z.object({ childId: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
  parent: z.object({ userId: z.number(), name: z.string(), email: z.string() }).nullable(),
  run: z.object({ runId: z.number(), className: z.string(), termName: z.string() }).nullable(),
  camp: z.object({ campId: z.number(), className: z.string() }).nullable(),
  /** The sessions (or camp days) the booking gives the child: their starts. */
  sessions: z.array(epochSeconds),
  campWeek: z
    .object({
      weekId: z.number(),
      name: z.string(),
      dayPrice: z.number().int().describe('minor units: what adding a day costs'),
      days: z.array(
        z.object({
          dayId: z.number(),
          startTime: epochSeconds,
          place: z
            .enum(campDayPlaces)
            .describe('booked: a confirmed place; pending: held in an order waiting for payment; none: no place'),
          bookingRef: z.string().nullable().describe("the day's confirmed booking"),
        }),
      ),
    })
    .nullable()
    .describe("a camp booking's week: each day with the child's place on it (any order); null for a run's booking"),
  order: z.object({ orderId: z.number(), uuid: z.string(), status: z.string(), total: staffAmountSchema }).nullable(),
  paymentPlan: z
    .object({
      onlyPlace: z.boolean().describe("the plan pays for no other place still booked: it ends with this one's"),
    })
    .nullable()
    .describe('the monthly payment plan paying for this booked place (its order completed by subscribing); else null'),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** Add a day of the same camp week to a child's camp booking (spec: bookings "add instance"). */
export const addCampDayBodySchema = z.object({
  dayId: bodyId.describe("a day of the booking's camp week the child has no place on"),
  /** The parent paid the club offline: the day's order is completed at once. */
  paidOffline: z.boolean().default(false),
});
export type AddCampDayBody = z.input<typeof addCampDayBodySchema>;
/** Remove a day from a child's camp booking (spec: bookings "remove instance"). */
export const removeCampDayBodySchema = z.object({
  dayId: bodyId.describe("a day of the booking's camp week the child has a place on"),
});
export type RemoveCampDayBody = z.input<typeof removeCampDayBodySchema>;
export const amendCampBookingResponseSchema = z.object({
  booking: adminBookingSchema,
  order: z
    .object({ orderId: z.number(), uuid: z.string(), status: z.string(), total: staffAmountSchema })
    .nullable()
    .describe("adding a day: the day's order (pending, or completed when paid offline); null when nothing was ordered"),
});
export type AmendCampBookingResponse = z.infer<typeof amendCampBookingResponseSchema>;

/**
 * Routes that can record money as received (`paidOffline: true`): that needs financial access, as marking a setup
 * fee paid does, and is never done in a switched session (403 either way; see `refuseRecordingMoney`).
 */
const paidOfflineErrors = ['FORBIDDEN', 'SWITCHED_SESSION_REFUSED'] as const;
/** What booking places for a family (a run, a camp, a day added) may answer: the booking engine's refusals. */
const familyBookingErrors = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'CONFLICT',
  'CAPACITY_EXCEEDED',
  'QUESTIONS_UNANSWERED',
  ...paidOfflineErrors,
] as const;

/** The club's organisers (franchise managers count as organisers) and platform managers; coaches are refused. */
const organisers = {
  tags: ['admin-bookings'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
  scope: 'club',
} as const;

/** Booking for families, inviting them, and a booking's detail (spec §2 "book run", "invite to run", "booking detail"). */
export const adminBookingsApi = {
  bookRunForFamily: defineRoute({
    ...organisers,
    operationId: 'bookRunForFamily',
    method: 'POST',
    path: '/api/v4/admin-bookings/run/:runId',
    summary:
      "Book children of one family of the club's contacts onto a run in one order (the sibling discount applies): a pending order for the parent (pro-rata or the whole term), or completed when paid offline",
    params: bookRunParamSchema,
    body: bookRunForFamilyBodySchema,
    response: familyOrderResponseSchema,
    errors: familyBookingErrors,
  }),
  bookCampForFamily: defineRoute({
    ...organisers,
    operationId: 'bookCampForFamily',
    method: 'POST',
    path: '/api/v4/admin-bookings/camp/:campId',
    summary:
      "Book a child of the club's contacts onto a camp week or some of its days: a pending order for the parent, or completed when paid offline",
    params: bookCampParamSchema,
    body: bookCampForFamilyBodySchema,
    response: familyOrderResponseSchema,
    errors: familyBookingErrors,
  }),
  inviteToRun: defineRoute({
    ...organisers,
    operationId: 'inviteToRun',
    method: 'POST',
    path: '/api/v4/admin-bookings/run/:runId/invite',
    summary:
      "Email families an invitation to book a run, with a link to the run's booking page, and record each address: while the run is invite only, they may book it",
    params: bookRunParamSchema,
    body: inviteToRunBodySchema,
    response: inviteToRunResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  runInvitations: defineRoute({
    ...organisers,
    operationId: 'runInvitations',
    method: 'GET',
    path: '/api/v4/admin-bookings/run/:runId/invitations',
    summary: 'The addresses invited to book a run, newest first, and whether it is invite only',
    params: bookRunParamSchema,
    response: invitationsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  inviteToCamp: defineRoute({
    ...organisers,
    operationId: 'inviteToCamp',
    method: 'POST',
    path: '/api/v4/admin-bookings/camp/:campId/invite',
    summary:
      "Email families an invitation to book a camp, with a link to the camp's booking page, and record each address: while the camp is invite only, they may book it",
    params: bookCampParamSchema,
    body: inviteToRunBodySchema,
    response: inviteToCampResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  campInvitations: defineRoute({
    ...organisers,
    operationId: 'campInvitations',
    method: 'GET',
    path: '/api/v4/admin-bookings/camp/:campId/invitations',
    summary: 'The addresses invited to book a camp, newest first, and whether it is invite only',
    params: bookCampParamSchema,
    response: invitationsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  removeInvitation: defineRoute({
    ...organisers,
    operationId: 'removeInvitation',
    method: 'POST',
    path: '/api/v4/admin-bookings/invitation/:invitationId/remove',
    summary: 'Remove an invitation: the address may no longer book the invite-only run or camp (places booked stay)',
    params: invitationParamSchema,
    response: removedInvitationResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  adminBooking: defineRoute({
    ...organisers,
    operationId: 'adminBooking',
    method: 'GET',
    path: '/api/v4/admin-bookings/booking/:bookingRef',
    summary: 'One booking by its reference: the child, parent, run or camp, sessions, order and status',
    params: bookingRefParamSchema,
    response: adminBookingSchema,
  }),
  addCampBookingDay: defineRoute({
    ...organisers,
    operationId: 'addCampBookingDay',
    method: 'POST',
    path: '/api/v4/admin-bookings/booking/:bookingRef/days/add',
    summary:
      "Add a day of the same camp week to a child's camp booking: a place under the day's capacity, in a pending order for the day's price (or completed when paid offline)",
    params: bookingRefParamSchema,
    body: addCampDayBodySchema,
    response: amendCampBookingResponseSchema,
    errors: familyBookingErrors,
  }),
  removeCampBookingDay: defineRoute({
    ...organisers,
    operationId: 'removeCampBookingDay',
    method: 'POST',
    path: '/api/v4/admin-bookings/booking/:bookingRef/days/remove',
    summary: "Remove a day from a child's camp booking: its place is freed; any refund is made from the order page",
    params: bookingRefParamSchema,
    body: removeCampDayBodySchema,
    response: amendCampBookingResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'],
  }),
  cancelAdminBooking: defineRoute({
    ...organisers,
    operationId: 'cancelAdminBooking',
    method: 'POST',
    path: '/api/v4/admin-bookings/booking/:bookingRef/cancel',
    summary: 'Cancel a booking, freeing its place (offered to the waiting list); money is refunded from its order',
    params: bookingRefParamSchema,
    response: adminBookingSchema,
    errors: ['NOT_FOUND'],
  }),
};
