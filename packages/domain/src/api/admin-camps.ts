import { z } from 'zod';
import { adminCampsMessages } from '../messages/admin-camps.js';
import { addDays } from '../rules/dates.js';
import { MAX_ID } from '../rules/ids.js';
import {
  deletedResponseSchema,
  localDateSchema,
  moneySchema,
  nameSchema,
  scheduleManagers,
  wallTimeSchema,
} from './admin-schedule.js';
import { defineRoute } from './define-route.js';
import { idParam, idSchema } from './id.js';
import { venueChoiceSchema } from './venue-choice.js';
import { isCalendarDate } from './people.js';
import {
  attendanceStatusSchema,
  markAttendanceBodySchema,
  registerChildSchema,
  registerCoachSchema,
} from './registers.js';

const says = adminCampsMessages.adminCamps.errors;
const bodyId = z.number().int().min(1).max(MAX_ID);
const epochSeconds = z.number().int().describe('epoch seconds');

export const MAX_CAMP_WEEKS = 12;
/** A camp week's days: Monday (1) to Friday (5), as `dayOfWeek` counts them (0 = Sunday). */
export const CAMP_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The weekday of a calendar date (0 = Sunday), wherever the code runs. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** A camp week's Monday-to-Friday dates from its Monday. */
export const campWeekDates = (monday: string) => CAMP_WEEKDAYS.map((_, i) => addDays(monday, i));

/**
 * A week of a camp as an organiser writes it: its label, its Monday, and the weekdays it does not
 * run. `weekId` names an existing week when editing (its days, and the places booked on them, are kept).
 */
export const campWeekBodySchema = z
  .object({
    weekId: bodyId.optional(),
    name: nameSchema('Week label'),
    startDate: localDateSchema,
    skippedDates: z.array(localDateSchema).max(4, says.everyDaySkipped),
  })
  .superRefine((week, ctx) => {
    // Runs even when startDate failed its own check (a safeExtend of this schema does): nothing to compare then.
    if (!isCalendarDate(week.startDate.trim())) return;
    if (weekdayOf(week.startDate) !== 1) ctx.addIssue({ code: 'custom', path: ['startDate'], message: says.notMonday });
    const dates = campWeekDates(week.startDate);
    week.skippedDates.forEach((date, i) => {
      if (!dates.includes(date))
        ctx.addIssue({ code: 'custom', path: ['skippedDates', i], message: says.skipOutsideWeek });
    });
  });

/** A camp as an organiser writes it: details (prices in minor units, ages in months, daily times club-local) and weeks. */
export const campBodySchema = z
  .object({
    className: nameSchema('Camp name'),
    venue: venueChoiceSchema,
    description: z.string().trim().max(2000, 'must be at most 2000 characters'),
    ageFrom: z.number().int().min(0).max(216),
    ageTo: z.number().int().min(0).max(216),
    capacity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000),
    weekPrice: moneySchema,
    dayPrice: moneySchema,
    startTime: wallTimeSchema,
    endTime: wallTimeSchema,
    inviteOnly: z
      .boolean()
      .optional()
      .describe('only invited families may see and book it; left out: unchanged (false for a new camp)'),
    weeks: z
      .array(campWeekBodySchema)
      .min(1, says.noWeeks)
      .max(MAX_CAMP_WEEKS, `must be at most ${MAX_CAMP_WEEKS} weeks`),
  })
  .superRefine((camp, ctx) => {
    if (camp.ageTo !== 0 && camp.ageTo < camp.ageFrom)
      ctx.addIssue({ code: 'custom', path: ['ageTo'], message: says.ageToBelowAgeFrom });
    if (camp.endTime <= camp.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: says.endTimeBeforeStart });
    camp.weeks.forEach((week, i) => {
      if (camp.weeks.some((other, j) => j < i && other.startDate === week.startDate))
        ctx.addIssue({ code: 'custom', path: ['weeks', i, 'startDate'], message: says.sameWeekTwice });
      if (week.weekId !== undefined && camp.weeks.some((other, j) => j < i && other.weekId === week.weekId))
        ctx.addIssue({ code: 'custom', path: ['weeks', i, 'weekId'], message: says.sameWeekTwice });
      if (new Set(week.skippedDates).size >= CAMP_WEEKDAYS.length)
        ctx.addIssue({ code: 'custom', path: ['weeks', i, 'skippedDates'], message: says.everyDaySkipped });
    });
  });

export const campLabelBodySchema = z.object({
  instanceGroupId: bodyId.describe("the week's id"),
  label: nameSchema('Week label'),
});

/** The kind of session a camp day is: a full day, or a morning or afternoon only. */
export const campDayTypes = ['full-day', 'morning', 'afternoon'] as const;
export type CampDayType = (typeof campDayTypes)[number];

export const adminCampDaySchema = z.object({
  dayId: z.number().int(),
  date: z.string().describe('YYYY-MM-DD, club-local'),
  dayOfWeek: z.number().int().describe('0 = Sunday … 6 = Saturday'),
  startTime: epochSeconds,
  endTime: epochSeconds,
  bookingsCount: z.number().int().describe('confirmed places on the day'),
  type: z.enum(campDayTypes).describe("the day's kind of session"),
});
export const adminCampWeekSchema = z.object({
  weekId: z.number().int().describe('the instance group id'),
  name: z.string(),
  startDate: z.string().describe("YYYY-MM-DD, the week's Monday"),
  skippedDates: z.array(z.string()).describe('weekdays the camp does not run that week'),
  days: z.array(adminCampDaySchema),
  bookingsCount: z.number().int().describe("confirmed places on the week's days"),
});
export const adminCampSchema = z.object({
  campId: z.number().int(),
  className: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  description: z.string(),
  ageFrom: z.number().int().describe('months'),
  ageTo: z.number().int().describe('months; 0 with ageFrom 0 means all ages'),
  capacity: z.number().int().describe('places per day'),
  weekPrice: z.number().int().describe('minor units'),
  dayPrice: z.number().int().describe('minor units'),
  startTime: z.string().describe('HH:MM, club-local'),
  endTime: z.string().describe('HH:MM, club-local'),
  startDate: z.string().nullable().describe('the first day, YYYY-MM-DD; null without days'),
  endDate: z.string().nullable().describe('the last day, YYYY-MM-DD; null without days'),
  weeks: z.array(adminCampWeekSchema),
  bookingsCount: z.number().int().describe('confirmed places on all its days'),
  placesCount: z.number().int().describe('capacity × days'),
  inviteOnly: z.boolean().describe('left off the public schedule; only invited families may book it'),
  draft: z
    .boolean()
    .describe(
      'set up in private: staff only, off the public schedule and unbookable until published (a new camp starts so)',
    ),
});
export const adminCampsResponseSchema = z.object({ camps: z.array(adminCampSchema).describe('soonest first') });
export const adminCampResponseSchema = z.object({ camp: adminCampSchema });
export const adminCampWeeksResponseSchema = z.object({ weeks: z.array(adminCampWeekSchema) });
export const adminCampDaysResponseSchema = z.object({
  className: z.string().describe("the camp's name"),
  weekName: z.string().describe("the week's label ('Week 1')"),
  days: z.array(adminCampDaySchema),
});
export const campCalendarResponseSchema = z.object({
  days: z
    .array(
      adminCampDaySchema.extend({
        campId: z.number().int(),
        className: z.string(),
        weekId: z.number().int(),
        weekName: z.string(),
        capacity: z.number().int(),
      }),
    )
    .describe('every day of every camp, in date order'),
});
/** A child booked on a camp day, with what the staff need (notes are for the club's staff only). */
export const campDayChildSchema = registerChildSchema.pick({
  childId: true,
  firstName: true,
  lastName: true,
  ageYears: true,
  schoolYear: true,
  photoPermissionRefused: true,
  medicalNotes: true,
  allergyNotes: true,
  specialNeeds: true,
  parent: true,
  emergencyContacts: true,
});
/** A child on a camp day's register: as above, with the day's mark. */
export const campDayRegisterChildSchema = campDayChildSchema.extend({
  status: attendanceStatusSchema.nullable().describe("the day's mark (camp_attendance); null until marked"),
});
export const campDayBookingsResponseSchema = z.object({
  camp: z.object({ campId: z.number().int(), className: z.string(), venueName: z.string() }),
  week: z.object({ weekId: z.number().int(), name: z.string() }),
  day: adminCampDaySchema,
  children: z.array(campDayRegisterChildSchema),
  coaches: z.array(registerCoachSchema).describe('the coaches on the camp (camp_coaches)'),
});
/** Everyone booked on a camp (or one of its weeks) with whom to call in an emergency, for print and CSV. */
export const campEmergencyQuerySchema = z.object({ weekId: idSchema.optional() });
export const campEmergencyContactsResponseSchema = z.object({
  camp: z.object({ campId: z.number().int(), className: z.string(), venueName: z.string() }),
  week: z
    .object({ weekId: z.number().int(), name: z.string() })
    .nullable()
    .describe('the week asked for; null for all'),
  weeks: z.array(z.object({ weekId: z.number().int(), name: z.string() })).describe("the camp's weeks, to choose from"),
  children: z
    .array(campDayChildSchema)
    .describe('each child with a confirmed place on a day of the camp (or week) once'),
});
export const markCampAttendanceResponseSchema = z.object({
  childId: z.number(),
  dayId: z.number(),
  status: attendanceStatusSchema,
  markedAt: z.iso.datetime({ offset: true }),
});
export const campWeekParamsSchema = z.object({ campId: idSchema, weekId: idSchema });
export const campDayParamsSchema = campWeekParamsSchema.extend({
  dayOfWeek: z
    .string()
    .regex(/^[0-6]$/, 'must be a day of the week, 0 (Sunday) to 6 (Saturday)')
    .transform(Number),
});

const admin = { tags: ['admin-camps'], access: scheduleManagers, scope: 'club' } as const;
/**
 * A camp's registers: its organisers, and the coaches on the camp (`camp_coaches`; anyone else 403,
 * modules/registers/register-access.ts decides per camp).
 */
const campStaff = { ...admin, access: { roles: [...scheduleManagers.roles, 'coach'] } } as const;

export const adminCampsApi = {
  adminCamps: defineRoute({
    ...admin,
    operationId: 'adminCamps',
    method: 'GET',
    path: '/api/v4/schedule/camps',
    summary: "The club's camps at a glance: dates, weeks, places booked of places",
    response: adminCampsResponseSchema,
  }),
  campCalendar: defineRoute({
    ...admin,
    operationId: 'campCalendar',
    method: 'GET',
    path: '/api/v4/camps/schedule',
    summary: "Every day of the club's camps in date order, with its places booked",
    response: campCalendarResponseSchema,
  }),
  adminCamp: defineRoute({
    ...admin,
    operationId: 'adminCamp',
    method: 'GET',
    path: '/api/v4/camps/:campId',
    summary: 'One camp with its weeks and days',
    params: idParam('campId'),
    response: adminCampResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  campWeeks: defineRoute({
    ...admin,
    operationId: 'campWeeks',
    method: 'GET',
    path: '/api/v4/camps/:campId/weeks',
    summary: "A camp's weeks (instance groups) with their days",
    params: idParam('campId'),
    response: adminCampWeeksResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  campWeekDays: defineRoute({
    ...campStaff,
    operationId: 'campWeekDays',
    method: 'GET',
    path: '/api/v4/camps/:campId/week/:weekId/days',
    summary: "A camp week's days with their places booked",
    params: campWeekParamsSchema,
    response: adminCampDaysResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  campDayBookings: defineRoute({
    ...campStaff,
    operationId: 'campDayBookings',
    method: 'GET',
    path: '/api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/bookings',
    summary: 'The children booked on a day of a camp week, with their notes and whom to call',
    params: campDayParamsSchema,
    response: campDayBookingsResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  markCampAttendance: defineRoute({
    ...campStaff,
    operationId: 'markCampAttendance',
    method: 'POST',
    path: '/api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/attendance',
    summary: 'Mark a child booked on a camp day present or absent (marking again replaces it)',
    params: campDayParamsSchema,
    body: markAttendanceBodySchema,
    response: markCampAttendanceResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'],
  }),
  campWeekRegisterCsv: defineRoute({
    ...campStaff,
    operationId: 'campWeekRegisterCsv',
    method: 'GET',
    path: '/api/v4/camps/:campId/week/:weekId/register.csv',
    summary:
      "A camp week's register as a CSV download (text/csv): each child booked on a day of it, one column per day with its mark",
    params: campWeekParamsSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  campEmergencyContacts: defineRoute({
    ...campStaff,
    operationId: 'campEmergencyContacts',
    method: 'GET',
    path: '/api/v4/camps/:campId/emergency-contacts',
    summary:
      'Emergency contacts per camp: every child booked on the camp (or one week), with notes, parent and emergency contacts',
    params: idParam('campId'),
    query: campEmergencyQuerySchema,
    response: campEmergencyContactsResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  campEmergencyContactsCsv: defineRoute({
    ...campStaff,
    operationId: 'campEmergencyContactsCsv',
    method: 'GET',
    path: '/api/v4/camps/:campId/emergency-contacts.csv',
    summary: "The camp's (or week's) emergency contacts as a CSV download (text/csv)",
    params: idParam('campId'),
    query: campEmergencyQuerySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  createCamp: defineRoute({
    ...admin,
    operationId: 'createCamp',
    method: 'POST',
    path: '/api/v4/camps',
    summary: 'Add a camp with its weeks; each week runs Monday to Friday but its skipped days',
    body: campBodySchema,
    response: adminCampResponseSchema,
  }),
  updateCamp: defineRoute({
    ...admin,
    operationId: 'updateCamp',
    method: 'POST',
    path: '/api/v4/camps/:campId',
    summary: "Change a camp's details and weeks; booked days are kept (a change removing one is refused)",
    params: idParam('campId'),
    body: campBodySchema,
    response: adminCampResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  updateCampWeekLabel: defineRoute({
    ...admin,
    operationId: 'updateCampWeekLabel',
    method: 'POST',
    path: '/api/v4/camps/update/instanceGroups/label',
    summary: "Rename a camp week (an instance group's label)",
    body: campLabelBodySchema,
    response: z.object({ weekId: z.number().int(), name: z.string() }),
    errors: ['NOT_FOUND'],
  }),
  publishCamp: defineRoute({
    ...admin,
    operationId: 'publishCamp',
    method: 'POST',
    path: '/api/v4/camps/:campId/publish',
    summary: 'Publish a draft camp: on the public schedule and bookable at once',
    params: idParam('campId'),
    response: adminCampResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  unpublishCamp: defineRoute({
    ...admin,
    operationId: 'unpublishCamp',
    method: 'POST',
    path: '/api/v4/camps/:campId/unpublish',
    summary:
      'Take a camp back to a draft (staff only): its bookings stay, places held in baskets are released, no one can book it',
    params: idParam('campId'),
    response: adminCampResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteCamp: defineRoute({
    ...admin,
    operationId: 'deleteCamp',
    method: 'POST',
    path: '/api/v4/camps/:campId/delete',
    summary: 'Delete a camp with its weeks and days; refused (409) while it has confirmed bookings',
    params: idParam('campId'),
    response: deletedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};

export type CampBody = z.infer<typeof campBodySchema>;
export type CampWeekBody = z.infer<typeof campWeekBodySchema>;
export type AdminCamp = z.infer<typeof adminCampSchema>;
export type AdminCampWeek = z.infer<typeof adminCampWeekSchema>;
export type AdminCampDay = z.infer<typeof adminCampDaySchema>;
export type CampDayChild = z.infer<typeof campDayChildSchema>;
export type CampDayRegisterChild = z.infer<typeof campDayRegisterChildSchema>;
export type CampDayBookingsResponse = z.infer<typeof campDayBookingsResponseSchema>;
export type CampEmergencyContactsResponse = z.infer<typeof campEmergencyContactsResponseSchema>;
export type CampCalendarDay = z.infer<typeof campCalendarResponseSchema>['days'][number];
