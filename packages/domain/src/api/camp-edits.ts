import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import {
  adminCampDaySchema,
  adminCampSchema,
  adminCampWeekSchema,
  campDayChildSchema,
  campDayTypes,
  campWeekBodySchema,
} from './admin-camps.js';
import { localDateSchema, nameSchema, scheduleManagers, wallTimeSchema } from './admin-schedule.js';
import { campDayPlaces, staffAmountSchema } from './admin-bookings.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { attendanceStatusSchema, registerCoachSchema } from './registers.js';

/**
 * The camps routes of the spec's section 7 beyond the camps admin's own (docs/club-admin.md, "Camp
 * routes"): a camp's whole register and details, the club's camp counts, a camp booking re-priced and
 * amended, one day's session and its type, and weeks (instance groups) made and labelled. The spec
 * gives their paths only; the shapes follow the camps admin's.
 */

const bodyId = z.number().int().min(1).max(MAX_ID);
const epochSeconds = z.number().int().describe('epoch seconds');
const money = z.number().int().describe('minor units');
const campRef = z.object({ campId: z.number().int(), className: z.string(), venueName: z.string() });

/** A camp's whole register: every day of every week, and each child booked on any of them with their marks. */
export const campRegisterResponseSchema = z.object({
  camp: campRef,
  days: z
    .array(adminCampDaySchema.extend({ weekId: z.number().int(), weekName: z.string() }))
    .describe("the camp's days in date order"),
  children: z
    .array(
      campDayChildSchema.extend({
        days: z
          .array(z.object({ dayId: z.number().int(), status: attendanceStatusSchema.nullable() }))
          .describe('the days the child has a confirmed place on, each with its mark (null until marked)'),
      }),
    )
    .describe("each child booked on a day of the camp once, in the club's register order"),
  coaches: z.array(registerCoachSchema),
});
export type CampRegisterResponse = z.infer<typeof campRegisterResponseSchema>;

/** A camp with where it meets and who coaches it. */
export const campDetailsResponseSchema = z.object({
  camp: adminCampSchema,
  venue: z.object({ name: z.string(), address: z.string(), postcode: z.string() }),
  coaches: z.array(registerCoachSchema),
});

/** Confirmed places on the club's camp days (a child on a day is one), in all and per camp. */
export const campBookingsCountResponseSchema = z.object({
  count: z.number().int(),
  camps: z.array(z.object({ campId: z.number().int(), count: z.number().int() })),
});
/** Camp bookings (a child's week or days, one order line each) paid or still due, with their amounts. */
export const campMoneyCountResponseSchema = z.object({
  count: z.number().int().describe('order lines of camp weeks or days'),
  amount: money,
  currency: z.string(),
  camps: z.array(z.object({ campId: z.number().int(), count: z.number().int(), amount: money })),
});
export type CampMoneyCount = z.infer<typeof campMoneyCountResponseSchema>;

/** A camp booking as the edit form shows it: the child's week with each day's place. */
export const campBookingEditSchema = z.object({
  bookingId: z.number().int(),
  bookingRef: z.string(),
  child: z.object({ childId: z.number().int(), firstName: z.string(), lastName: z.string() }),
  parent: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  camp: z.object({ campId: z.number().int(), className: z.string() }),
  week: z.object({ weekId: z.number().int(), name: z.string() }),
  days: z.array(
    z.object({
      dayId: z.number().int(),
      date: z.string().describe('YYYY-MM-DD, club-local'),
      startTime: epochSeconds,
      place: z.enum(campDayPlaces),
      started: z.boolean().describe('the day has begun: it can no longer be added or removed'),
    }),
  ),
  price: staffAmountSchema.describe("what the child's booked days of the week cost at the camp's prices"),
  currency: z.string(),
});
export type CampBookingEdit = z.infer<typeof campBookingEditSchema>;
export const campBookingEditResponseSchema = z.object({ booking: campBookingEditSchema });

/** The days a camp booking should have: a comma-separated list of day ids of its week. */
export const campBookingDaysQuerySchema = z.object({
  dayIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,6}$/, 'must be day ids separated by commas')
    .transform((ids) => ids.split(',').map(Number))
    .optional()
    .describe('left out: the days booked now'),
});
/** A camp booking re-priced for other days of its week, by the domain's camp pricing (`campPlacePrice`). */
export const campBookingPriceSchema = z.object({
  currentDays: z.number().int(),
  currentPrice: money,
  newDays: z.number().int(),
  newPrice: money,
  difference: z.number().int().describe('minor units: more than 0 is charged, less than 0 refunded'),
  currency: z.string(),
});
export type CampBookingPrice = z.infer<typeof campBookingPriceSchema>;

export const amendCampBookingBodySchema = z.object({
  bookingId: bodyId,
  dayIds: z.array(bodyId).min(1, 'Choose at least one day.').max(7),
  /** The parent paid the difference to the club offline: its order is completed at once. */
  paidOffline: z.boolean().default(false),
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(100),
});
export type AmendCampBookingBody = z.infer<typeof amendCampBookingBodySchema>;
export const amendCampBookingResultSchema = z.object({
  booking: campBookingEditSchema,
  price: campBookingPriceSchema,
  charge: z
    .object({ orderId: z.number().int(), uuid: z.string(), status: z.string(), total: money })
    .nullable()
    .describe("the order for the difference (the parent's to pay, or completed when paid offline); null when none"),
  refund: z
    .object({
      amount: money,
      refunded: money.describe('given back to the card the booking was paid with'),
      toSettle: money.describe('what the club gives back itself (not paid by card, or more than is left to refund)'),
    })
    .nullable()
    .describe('null when nothing is owed back'),
});
export type AmendCampBookingResult = z.infer<typeof amendCampBookingResultSchema>;

export const newCampDayBodySchema = z
  .object({
    instanceGroupId: bodyId.describe("the week's id"),
    date: localDateSchema.describe("a day of the week's Monday to Friday it does not run yet"),
    startTime: wallTimeSchema.optional().describe("left out: the camp's daily start"),
    endTime: wallTimeSchema.optional().describe("left out: the camp's daily end"),
  })
  .refine((b) => !b.startTime || !b.endTime || b.endTime > b.startTime, {
    path: ['endTime'],
    message: 'must be after the start time',
  });
export const campDayTimesBodySchema = z
  .object({ startTime: wallTimeSchema, endTime: wallTimeSchema })
  .refine((b) => b.endTime > b.startTime, { path: ['endTime'], message: 'must be after the start time' });
export const campDayTypeBodySchema = z.object({
  runInstanceId: bodyId.describe("the day's id"),
  type: z.enum(campDayTypes),
});
export const campDayResponseSchema = z.object({ day: adminCampDaySchema });

export const addCampWeekBodySchema = campWeekBodySchema.safeExtend({ campId: bodyId });
export const updateCampWeekBodySchema = z.object({
  instanceGroupId: bodyId.describe("the week's id"),
  label: nameSchema('Week label'),
  skippedDates: z
    .array(localDateSchema)
    .max(4)
    .optional()
    .describe('the weekdays it does not run; left out: unchanged (a booked day cannot be dropped)'),
});
export const campWeekResponseSchema = z.object({ week: adminCampWeekSchema });

const admin = { tags: ['admin-camps'], access: scheduleManagers, scope: 'club' } as const;
const campStaff = { ...admin, access: { roles: [...scheduleManagers.roles, 'coach'] } } as const;
/** Money: the club's managers with financial access. */
const finance = { ...admin, access: { ...scheduleManagers, financial: true } } as const;

export const campEditsApi = {
  campRegister: defineRoute({
    ...campStaff,
    operationId: 'campRegister',
    method: 'GET',
    path: '/api/v4/camps/:campId/register',
    summary: "A camp's whole register: every day, and each child booked with their marks, notes and whom to call",
    params: idParam('campId'),
    response: campRegisterResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  campDetails: defineRoute({
    ...admin,
    operationId: 'campDetails',
    method: 'GET',
    path: '/api/v4/camps/:campId/details',
    summary: 'A camp with its weeks, its venue and its coaches',
    params: idParam('campId'),
    response: campDetailsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  campBookingsCount: defineRoute({
    ...admin,
    operationId: 'campBookingsCount',
    method: 'GET',
    path: '/api/v4/camps/count/bookings',
    summary: "Confirmed places on the club's camp days, in all and per camp",
    response: campBookingsCountResponseSchema,
  }),
  campPaidCount: defineRoute({
    ...finance,
    operationId: 'campPaidCount',
    method: 'GET',
    path: '/api/v4/camps/count/paid',
    summary: 'Camp bookings paid (completed orders) and what was paid for them, in all and per camp',
    response: campMoneyCountResponseSchema,
  }),
  campDueCount: defineRoute({
    ...finance,
    operationId: 'campDueCount',
    method: 'GET',
    path: '/api/v4/camps/count/due',
    summary: 'Camp bookings in orders waiting for payment and what is due on them, in all and per camp',
    response: campMoneyCountResponseSchema,
  }),
  campBookingForEdit: defineRoute({
    ...finance,
    operationId: 'campBookingForEdit',
    method: 'GET',
    path: '/api/v4/camps/edit/booking/:bookingId',
    summary: "A camp booking for editing: the child's week, each day's place, and what the booked days cost",
    params: idParam('bookingId'),
    response: campBookingEditResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  campBookingPrice: defineRoute({
    ...finance,
    operationId: 'campBookingPrice',
    method: 'GET',
    path: '/api/v4/camps/edit/booking/:bookingId/price',
    summary: 'A camp booking re-priced for other days of its week, with the difference to charge or refund',
    params: idParam('bookingId'),
    query: campBookingDaysQuerySchema,
    response: campBookingPriceSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  amendCampBooking: defineRoute({
    ...finance,
    operationId: 'amendCampBooking',
    method: 'POST',
    path: '/api/v4/camps/edit/booking/amend',
    summary:
      "Change a camp booking's days of its week: re-priced first, days added (capacity checked) and removed, the difference charged (an order) or refunded",
    switchedSession: 'refused',
    body: amendCampBookingBodySchema,
    response: amendCampBookingResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'CAPACITY_EXCEEDED'],
  }),
  addCampDay: defineRoute({
    ...admin,
    operationId: 'addCampDay',
    method: 'POST',
    path: '/api/v4/camps/edit/run-instance',
    summary: "Add a day (a run instance) to a camp week, at the camp's times or its own",
    body: newCampDayBodySchema,
    response: campDayResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  setCampDayType: defineRoute({
    ...admin,
    operationId: 'setCampDayType',
    method: 'POST',
    path: '/api/v4/camps/edit/run-instance/type',
    summary: "Set a camp day's type: a full day, or a morning or afternoon only",
    body: campDayTypeBodySchema,
    response: campDayResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  updateCampDay: defineRoute({
    ...admin,
    operationId: 'updateCampDay',
    method: 'PUT',
    path: '/api/v4/camps/edit/run-instance/:runInstanceId',
    summary: "Change one camp day's session times (club-local); the places booked on it stay",
    params: idParam('runInstanceId'),
    body: campDayTimesBodySchema,
    response: campDayResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  addCampWeek: defineRoute({
    ...admin,
    operationId: 'addCampWeek',
    method: 'POST',
    path: '/api/v4/camps/instance-group',
    summary: 'Add a week (an instance group) to a camp: labelled, Monday to Friday but its skipped days',
    body: addCampWeekBodySchema,
    response: campWeekResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  updateCampWeek: defineRoute({
    ...admin,
    operationId: 'updateCampWeek',
    method: 'POST',
    path: '/api/v4/camps/instance-group/update',
    summary: 'Relabel a camp week and, when given, change the days it skips (a booked day cannot be dropped)',
    body: updateCampWeekBodySchema,
    response: campWeekResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
