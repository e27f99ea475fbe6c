import { z } from 'zod';
import { adminScheduleMessages } from '../messages/admin-schedule.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { calendarDateSchema, isCalendarDate } from './people.js';
import { nameSchema } from './text.js';
import { PLAN_PRICE_MAX_AMOUNT } from './admin-subscriptions.js';
import { venueChoiceSchema } from './venue-choice.js';

const says = adminScheduleMessages.adminSchedule.errors;

/** A club-local date, YYYY-MM-DD. */
export const localDateSchema = calendarDateSchema();
/** A club-local wall time, HH:MM (24-hour). */
export const wallTimeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)');
export { nameSchema };
/** Minor units of the club's currency (forms take pounds: the range is said in pounds). */
export const moneySchema = z
  .number()
  .int('must be a whole number of pence')
  .min(0, 'must be from £0 to £100,000')
  .max(10_000_000, 'must be from £0 to £100,000');

export const MAX_TERM_BREAKS = 20;
export const MAX_CLASS_TIMES = 14;

export const termBreakBodySchema = z.object({
  name: nameSchema('Break name'),
  from: localDateSchema,
  to: localDateSchema,
});

/**
 * A term as an organiser writes it: club-local dates, both ends included. The last day is after
 * the first; each break lies inside the term, ends on or after its start, and overlaps no other.
 */
export const termBodySchema = z
  .object({
    name: nameSchema('Term name'),
    startDate: localDateSchema,
    endDate: localDateSchema,
    breaks: z.array(termBreakBodySchema).max(MAX_TERM_BREAKS, `must be at most ${MAX_TERM_BREAKS} breaks`),
  })
  .superRefine((term, ctx) => {
    // Dates are compared only once they are dates: an empty or malformed one has said so already.
    if (!isCalendarDate(term.startDate) || !isCalendarDate(term.endDate)) return;
    if (term.endDate <= term.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: says.endBeforeStart });
    term.breaks.forEach((b, i) => {
      if (!isCalendarDate(b.from) || !isCalendarDate(b.to)) return;
      if (b.to < b.from) ctx.addIssue({ code: 'custom', path: ['breaks', i, 'to'], message: says.breakBeforeFrom });
      if (b.from < term.startDate || b.from > term.endDate)
        ctx.addIssue({ code: 'custom', path: ['breaks', i, 'from'], message: says.breakOutsideTerm });
      if (b.to < term.startDate || b.to > term.endDate)
        ctx.addIssue({ code: 'custom', path: ['breaks', i, 'to'], message: says.breakOutsideTerm });
      const overlaps = term.breaks.some((other, j) => j < i && other.from <= b.to && b.from <= other.to);
      if (overlaps) ctx.addIssue({ code: 'custom', path: ['breaks', i, 'from'], message: says.breaksOverlap });
    });
  });

/** A weekly class time: `dow` 0 = Sunday … 6 = Saturday; club-local wall times, ending after they start. */
export const classTimeBodySchema = z
  .object({ dow: z.number().int().min(0).max(6), startTime: wallTimeSchema, endTime: wallTimeSchema })
  .refine((t) => t.endTime > t.startTime, { path: ['endTime'], message: says.endTimeBeforeStart });

/** Most free days before a plan's first payment: the provider's limit (two years). */
export const MAX_PLAN_TRIAL_DAYS = 730;
/** The last day of the month a monthly payment may be taken on: every month has it. */
export const MAX_BILLING_DAY = 28;

/**
 * A run sold as a monthly payment plan (`run_plans`): its price a month in minor units, free days
 * before the first payment, and the day of the month payments are taken (null: the day the plan
 * starts, or its trial ends).
 */
export const runPlanBodySchema = z.object({
  monthlyPrice: z
    .number()
    .int('must be a whole number of pence')
    .min(1, 'must be more than £0')
    .max(PLAN_PRICE_MAX_AMOUNT, 'must be at most £10,000'),
  trialDays: z
    .number()
    .int('must be a whole number of days')
    .min(0, 'must not be negative')
    .max(MAX_PLAN_TRIAL_DAYS, `must be at most ${MAX_PLAN_TRIAL_DAYS} days`),
  billingDay: z
    .number()
    .int('must be a day of the month')
    .min(1, `must be a day from 1 to ${MAX_BILLING_DAY}`)
    .max(MAX_BILLING_DAY, `must be a day from 1 to ${MAX_BILLING_DAY}`)
    .nullable(),
});

/** A run as an organiser writes it; prices in minor units, ages in months (both 0: any age). */
export const runFieldsSchema = z.object({
  className: nameSchema('Class name'),
  venue: venueChoiceSchema,
  classTimes: z
    .array(classTimeBodySchema)
    .min(1, 'Add at least one class time')
    .max(MAX_CLASS_TIMES, `must be at most ${MAX_CLASS_TIMES} class times`),
  capacity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000),
  ageFrom: z.number().int().min(0).max(216),
  ageTo: z.number().int().min(0).max(216),
  pricePerSession: moneySchema,
  pricePerTerm: moneySchema.nullable().describe('null: the term is priced per session'),
  trial: z.boolean().describe('whether a one-session trial is offered'),
  trialPrice: moneySchema,
  inviteOnly: z
    .boolean()
    .optional()
    .describe('only invited families may see and book it; left out: unchanged (false for a new run)'),
  monthlyPlan: runPlanBodySchema
    .nullable()
    .optional()
    .describe('sold as a monthly payment plan; null: not (removed); left out: unchanged (none for a new run)'),
});
const runRules = <T extends z.infer<typeof runFieldsSchema>>(run: T, ctx: z.core.$RefinementCtx<T>) => {
  if (run.ageTo !== 0 && run.ageTo < run.ageFrom)
    ctx.addIssue({ code: 'custom', path: ['ageTo'], message: says.ageToBelowAgeFrom });
  if (!run.trial && run.trialPrice !== 0)
    ctx.addIssue({ code: 'custom', path: ['trialPrice'], message: says.trialPriceWithoutTrial });
};
export const updateRunBodySchema = runFieldsSchema.superRefine(runRules);
export const createRunBodySchema = runFieldsSchema
  .extend({ termId: z.number().int().positive() })
  .superRefine(runRules);

export const adminClassTimeSchema = z.object({
  dow: z.number().int(),
  startTime: z.string().describe('HH:MM, club-local'),
  endTime: z.string().describe('HH:MM, club-local'),
});
export const adminRunSchema = z.object({
  runId: z.number().int(),
  termId: z.number().int(),
  className: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  classTimes: z.array(adminClassTimeSchema),
  capacity: z.number().int(),
  bookingsCount: z.number().int().describe('confirmed bookings'),
  sessionsCount: z.number().int(),
  ageFrom: z.number().int().describe('months'),
  ageTo: z.number().int().describe('months; 0 with ageFrom 0 means all ages'),
  pricePerSession: z.number().int().describe('minor units'),
  pricePerTerm: z.number().int().nullable().describe('minor units; null: priced per session'),
  trial: z.boolean(),
  trialPrice: z.number().int().describe('minor units'),
  inviteOnly: z.boolean().describe('left off the public schedule; only invited families may book it'),
  draft: z
    .boolean()
    .describe(
      'set up in private: staff only, off the public schedule and unbookable until published (a new run starts so)',
    ),
  monthlyPlan: runPlanBodySchema.nullable().describe('its monthly payment plan; null: sold by the term or session'),
});
export const adminTermSchema = z.object({
  termId: z.number().int(),
  name: z.string(),
  startDate: z.string().describe('YYYY-MM-DD, club-local, the first day'),
  endDate: z.string().describe('YYYY-MM-DD, club-local, the last day'),
  breaks: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
  bookingsCount: z.number().int().describe("confirmed bookings in the term's runs"),
  runs: z.array(adminRunSchema),
});
export const adminTermsResponseSchema = z.object({ terms: z.array(adminTermSchema).describe('newest first') });
export const adminTermResponseSchema = z.object({ term: adminTermSchema });
export const adminRunResponseSchema = z.object({ run: adminRunSchema });
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });

/** The club's organisers (and franchise managers), and platform managers. */
/** One run of a term as it is copied into the term's re-run (its coaches copied with it). */
export const rerunRunSchema = z.object({
  fromRunId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  capacity: z.number().int(),
  pricePerSession: z.number().int().describe('minor units'),
  pricePerTerm: z.number().int().describe('minor units; 0 when sold by the session only'),
  classTimes: z.array(adminClassTimeSchema),
  coachesCount: z.number().int(),
  sessionsCount: z.number().int().describe('sessions in the new dates, breaks left out'),
});
export const rerunTermResponseSchema = z.object({
  term: adminTermSchema.nullable().describe('the new term; null for a preview'),
  runs: z.array(rerunRunSchema),
});
export type RerunRun = z.infer<typeof rerunRunSchema>;
export type RerunTermResponse = z.infer<typeof rerunTermResponseSchema>;

export const scheduleManagers = { roles: ['organiser', 'franchise_manager', 'platform_manager'] } as const;
const admin = { tags: ['admin-schedule'], access: scheduleManagers, scope: 'club' } as const;

export const adminScheduleApi = {
  adminTerms: defineRoute({
    ...admin,
    operationId: 'adminTerms',
    method: 'GET',
    path: '/api/v4/schedule/terms',
    summary: "The club's terms, newest first, with their breaks and runs",
    response: adminTermsResponseSchema,
  }),
  createTerm: defineRoute({
    ...admin,
    operationId: 'createTerm',
    method: 'POST',
    path: '/api/v4/schedule/terms',
    summary: 'Add a term with its breaks',
    body: termBodySchema,
    response: adminTermResponseSchema,
  }),
  updateTerm: defineRoute({
    ...admin,
    operationId: 'updateTerm',
    method: 'POST',
    path: '/api/v4/schedule/terms/:termId',
    summary: "Change a term's name, dates or breaks; its runs' future sessions are generated again",
    params: idParam('termId'),
    body: termBodySchema,
    response: adminTermResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  rerunTermPreview: defineRoute({
    ...admin,
    operationId: 'rerunTermPreview',
    method: 'POST',
    path: '/api/v4/schedule/terms/:termId/rerun/preview',
    summary:
      "Re-run a term, step 2's preview: the runs that would be copied into the new dates, with their sessions (nothing is saved)",
    params: idParam('termId'),
    body: termBodySchema,
    response: rerunTermResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  rerunTerm: defineRoute({
    ...admin,
    operationId: 'rerunTerm',
    method: 'POST',
    path: '/api/v4/schedule/terms/:termId/rerun',
    summary:
      'Re-run a term into new dates and breaks: a new term with a copy of each run (class times, prices, capacity, ages, trial, coaches), in one transaction',
    params: idParam('termId'),
    body: termBodySchema,
    response: rerunTermResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteTerm: defineRoute({
    ...admin,
    operationId: 'deleteTerm',
    method: 'POST',
    path: '/api/v4/schedule/terms/:termId/delete',
    summary: 'Delete a term and its runs; refused (409) while it has confirmed bookings',
    params: idParam('termId'),
    response: deletedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  createRun: defineRoute({
    ...admin,
    operationId: 'createRun',
    method: 'POST',
    path: '/api/v4/schedule/runs',
    summary:
      'Add a run to a term (at one of the club’s venues, or a new one); its sessions are generated from the term and its class times',
    body: createRunBodySchema,
    response: adminRunResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  updateRun: defineRoute({
    ...admin,
    operationId: 'updateRun',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId',
    summary: 'Change a run; its future sessions are generated again (past ones are kept)',
    params: idParam('runId'),
    body: updateRunBodySchema,
    response: adminRunResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  publishRun: defineRoute({
    ...admin,
    operationId: 'publishRun',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/publish',
    summary: 'Publish a draft run: on the public schedule and bookable at once',
    params: idParam('runId'),
    response: adminRunResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  unpublishRun: defineRoute({
    ...admin,
    operationId: 'unpublishRun',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/unpublish',
    summary:
      'Take a run back to a draft (staff only): its bookings stay, places held in baskets are released, no one can book it',
    params: idParam('runId'),
    response: adminRunResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  publishTerm: defineRoute({
    ...admin,
    operationId: 'publishTerm',
    method: 'POST',
    path: '/api/v4/schedule/terms/:termId/publish',
    summary: 'Publish a term: every one of its draft runs at once',
    params: idParam('termId'),
    response: adminTermResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteRun: defineRoute({
    ...admin,
    operationId: 'deleteRun',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/delete',
    summary: 'Delete a run; refused (409) while it has confirmed bookings',
    params: idParam('runId'),
    response: deletedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};

export type TermBody = z.infer<typeof termBodySchema>;
export type CreateRunBody = z.infer<typeof createRunBodySchema>;
export type UpdateRunBody = z.infer<typeof updateRunBodySchema>;
export type AdminTerm = z.infer<typeof adminTermSchema>;
export type AdminRun = z.infer<typeof adminRunSchema>;
export type AdminClassTime = z.infer<typeof adminClassTimeSchema>;
export type RunPlanBody = z.infer<typeof runPlanBodySchema>;
