import { z } from 'zod';
import { staffAmountSchema } from './admin-bookings.js';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { idParam, idSchema } from './id.js';

const bodyId = z.number().int().min(1).max(MAX_ID);
const epochSeconds = z.number().int().describe('epoch seconds');

export const attendanceStatuses = ['present', 'absent'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
/** One status schema for every register's marks: a run's sessions and a camp's days. */
export const attendanceStatusSchema = z.enum(attendanceStatuses);

/** The run a register is for. */
export const registerRunSchema = z.object({
  runId: z.number(),
  className: z.string(),
  venueName: z.string(),
  termId: z.number(),
  termName: z.string(),
});

export const registerSessionSchema = z.object({
  sessionId: z.number(),
  startTime: epochSeconds,
  endTime: epochSeconds,
  cancelled: z
    .object({ reason: z.string().nullable() })
    .nullable()
    .describe('the club cancelled this session (with the reason families were told); null: it happens'),
});

/**
 * A child booked on the run, with what the staff at the side of the pitch need. Medical, allergy
 * and special educational needs notes are special-category data: only this club's staff get them.
 */
export const registerChildSchema = z.object({
  childId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  ageYears: z.number().int(),
  schoolYear: z.string().nullable().describe("'nursery', 'reception', '1'…'13', or null"),
  /** A trial place: the child comes to one session only. */
  trialSessionId: z.number().nullable().describe('the trial session, for a trial booking; null for a term place'),
  /** The sessions the booking gives the child (a trial its one; a term place those after it was bought). */
  sessionIds: z.array(z.number()),
  photoPermissionRefused: z.boolean().describe("the parent answered no to this club's photo and video question"),
  medicalNotes: z.string().nullable(),
  allergyNotes: z.string().nullable(),
  specialNeeds: z.string().nullable(),
  parent: z.object({ name: z.string(), phone: z.string().nullable() }),
  emergencyContacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  attendance: z.array(z.object({ sessionId: z.number(), status: attendanceStatusSchema })),
  familyValues: z
    .array(z.string())
    .describe("the child's (or the family's) answer or value for each of the register's familyColumns, '' for none"),
});

export const registerCoachSchema = z.object({ userId: z.number(), firstName: z.string(), lastName: z.string() });

export const registerResponseSchema = z.object({
  run: registerRunSchema,
  sessions: z.array(registerSessionSchema),
  children: z.array(registerChildSchema),
  coaches: z.array(registerCoachSchema).describe('the coaches assigned to the run'),
  familyColumns: z
    .array(z.string())
    .describe(
      "the club's registration questions (live, or retired with answers) and live contact attributes, in order",
    ),
});

/** One register the signed-in staff member may open, for the 'View Registers' list. */
export const registerSummarySchema = registerRunSchema.extend({
  nextSessionTime: epochSeconds.nullable().describe("today's or the next session's start; null once all are over"),
  childrenCount: z.number().int(),
  ageFrom: z.number().int().describe('the youngest age taken, in months (both 0: any age)'),
  ageTo: z.number().int().describe('the oldest age taken, in months'),
  weekMinute: z
    .number()
    .int()
    .nullable()
    .describe("the run's first weekly class time, in minutes from Monday 00:00 club-local; null without class times"),
});
/** A camp the signed-in staff member may take the registers of, with its weeks not yet over. */
export const campRegisterSummarySchema = z.object({
  campId: z.number(),
  className: z.string(),
  venueName: z.string(),
  weeks: z.array(
    z.object({
      weekId: z.number(),
      name: z.string(),
      startTime: epochSeconds.describe("the week's first day's start"),
    }),
  ),
});
export const registersListResponseSchema = z.object({
  registers: z.array(registerSummarySchema),
  camps: z
    .array(campRegisterSummarySchema)
    .describe("a coach's camps (camp_coaches), an organiser's every camp; weeks not yet over"),
});

export const registerParamSchema = idParam('runId');
export const attendanceParamSchema = z.object({ runId: idSchema, sessionId: idSchema });
/** A mark on a register, a run session's or a camp day's: the child and present or absent. */
export const markAttendanceBodySchema = z.object({ childId: bodyId, status: attendanceStatusSchema });
export const markAttendanceResponseSchema = z.object({
  childId: z.number(),
  sessionId: z.number(),
  status: attendanceStatusSchema,
  markedAt: z.iso.datetime({ offset: true }),
});
export const runCoachBodySchema = z.object({ userId: bodyId });
export const runCoachesResponseSchema = z.object({ coaches: z.array(registerCoachSchema) });
export const campCoachParamSchema = idParam('campId');

/** Why a child could not be rebooked: the target run is full, they already have (or hold) it, or the booking rules refuse it (age). */
export const rebookRefusals = ['full', 'already_booked', 'not_bookable'] as const;
export const rebookBodySchema = z.object({
  targetRunId: bodyId,
  childIds: z.array(bodyId).min(1).max(200).describe('children booked on this run, each booked onto the target run'),
});
export const rebookResponseSchema = z.object({
  rebooked: z.array(
    z.object({
      childId: z.number(),
      childName: z.string(),
      orderUuid: z.string().describe("the parent's pending order holding the place (one per parent)"),
    }),
  ),
  refused: z.array(
    z.object({ childId: z.number(), childName: z.string(), reason: z.enum(rebookRefusals), message: z.string() }),
  ),
  orders: z.array(
    z.object({
      uuid: z.string(),
      parentName: z.string(),
      total: staffAmountSchema,
    }),
  ),
});

export type RegisterRun = z.infer<typeof registerRunSchema>;
export type RegisterSession = z.infer<typeof registerSessionSchema>;
export type RegisterChild = z.infer<typeof registerChildSchema>;
export type RegisterCoach = z.infer<typeof registerCoachSchema>;
export type CampRegisterSummary = z.infer<typeof campRegisterSummarySchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type RegisterSummary = z.infer<typeof registerSummarySchema>;
export type MarkAttendanceBody = z.infer<typeof markAttendanceBodySchema>;
export type RebookBody = z.infer<typeof rebookBodySchema>;
export type RebookResponse = z.infer<typeof rebookResponseSchema>;
export type RebookRefusal = (typeof rebookRefusals)[number];

/**
 * The club's staff: its managers (organisers, and franchise managers who count as organisers, spec
 * §6) see every run's register, a coach only those of the runs they are assigned to
 * (modules/registers/register-access.ts decides per run).
 */
const managers = ['organiser', 'franchise_manager', 'platform_manager'] as const;
const staff = { tags: ['registers'], access: { roles: [...managers, 'coach'] }, scope: 'club' } as const;
const organisers = { tags: ['registers'], access: { roles: managers }, scope: 'club' } as const;

/** Registers (spec §2 "register by runId", "View Registers", "add or remove a coach to a register"). */
export const registersApi = {
  registersList: defineRoute({
    ...staff,
    operationId: 'registersList',
    method: 'GET',
    path: '/api/v4/registers',
    summary:
      "The registers the signed-in staff member may open: a coach's assigned runs, an organiser's every run, of terms not yet over",
    response: registersListResponseSchema,
  }),
  runRegister: defineRoute({
    ...staff,
    operationId: 'runRegister',
    method: 'GET',
    path: '/api/v4/registers/run/:runId',
    summary: "A run's register: its sessions, the children booked with their notes and contacts, and attendance",
    params: registerParamSchema,
    response: registerResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  markAttendance: defineRoute({
    ...staff,
    operationId: 'markAttendance',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/session/:sessionId/attendance',
    summary: 'Mark a child booked on the run present or absent at one of its sessions (marking again replaces it)',
    params: attendanceParamSchema,
    body: markAttendanceBodySchema,
    response: markAttendanceResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'],
  }),
  addRunCoach: defineRoute({
    ...organisers,
    operationId: 'addRunCoach',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/coaches/add',
    summary: "Assign one of the club's coaches to a run: they can then open its register",
    params: registerParamSchema,
    body: runCoachBodySchema,
    response: runCoachesResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  removeRunCoach: defineRoute({
    ...organisers,
    operationId: 'removeRunCoach',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/coaches/remove',
    summary: 'Take a coach off a run: they can no longer open its register',
    params: registerParamSchema,
    body: runCoachBodySchema,
    response: runCoachesResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  addCampCoach: defineRoute({
    ...organisers,
    operationId: 'addCampCoach',
    method: 'POST',
    path: '/api/v4/registers/camp/:campId/coaches/add',
    summary: "Put one of the club's coaches on a camp: they can then open and take its day registers",
    params: campCoachParamSchema,
    body: runCoachBodySchema,
    response: runCoachesResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  removeCampCoach: defineRoute({
    ...organisers,
    operationId: 'removeCampCoach',
    method: 'POST',
    path: '/api/v4/registers/camp/:campId/coaches/remove',
    summary: 'Take a coach off a camp: they can no longer open its registers',
    params: campCoachParamSchema,
    body: runCoachBodySchema,
    response: runCoachesResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  registerCsv: defineRoute({
    ...staff,
    operationId: 'registerCsv',
    method: 'GET',
    path: '/api/v4/registers/run/:runId/export.csv',
    summary:
      "A run's register as a CSV download (text/csv): each child with age, parent, phone and notes, one column per session",
    params: registerParamSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  rebookRun: defineRoute({
    ...organisers,
    operationId: 'rebookRun',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/rebook',
    summary:
      'Large rebook: book chosen children of this run onto another run, held in one pending order per parent, who is emailed a link to pay',
    params: registerParamSchema,
    body: rebookBodySchema,
    response: rebookResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
};
