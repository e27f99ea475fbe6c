import { z } from 'zod';
import { runSessionsMessages } from '../messages/run-sessions.js';
import { localDateSchema, scheduleManagers, wallTimeSchema } from './admin-schedule.js';
import { cancellationRefunds } from './booking-settings.js';
import { defineRoute } from './define-route.js';
import { idSchema } from './id.js';
import { plainText } from './text.js';

const says = runSessionsMessages.runSessions.errors;
const epochSeconds = z.number().int().describe('epoch seconds');

/** A one-off date added to a run: a club-local date and wall times, ending after it starts. */
export const addRunDateBodySchema = z
  .object({ date: localDateSchema, startTime: wallTimeSchema, endTime: wallTimeSchema })
  .refine((d) => d.endTime > d.startTime, { path: ['endTime'], message: says.endBeforeStart });

export const MAX_CANCEL_REASON = 300;
/** Why the club cancels a session, told to the families (optional). */
export const cancelRunSessionBodySchema = z.object({
  reason: plainText()
    .trim()
    .max(MAX_CANCEL_REASON, `must be at most ${MAX_CANCEL_REASON} characters`)
    .nullable()
    .optional()
    .describe('told to the families in the email; empty or left out: none'),
});

/** One session of a run as the schedule admin sees it. */
export const adminRunSessionSchema = z.object({
  sessionId: z.number().int(),
  startTime: epochSeconds,
  endTime: epochSeconds,
  oneOff: z.boolean().describe('a date the club added, not one of the weekly class times'),
  cancelled: z
    .object({ at: epochSeconds, reason: z.string().nullable() })
    .nullable()
    .describe('when the club cancelled it (kept, marked); null: it happens'),
  ahead: z.boolean().describe('it has not started yet: it may be cancelled, or its cancellation undone'),
  booked: z.number().int().describe('children whose places include it'),
});

export const runSessionsRunSchema = z.object({
  runId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  termName: z.string(),
  extraDatesFrom: z.string().describe('YYYY-MM-DD, club-local: the first day a one-off date may fall on'),
  extraDatesTo: z.string().describe('YYYY-MM-DD, club-local: the last day a one-off date may fall on'),
});

export const runSessionsResponseSchema = z.object({
  run: runSessionsRunSchema,
  sessions: z.array(adminRunSessionSchema).describe('in order, cancelled ones included'),
});

/** A child booked on a session and what cancelling it does with their money. */
export const sessionPlaceSchema = z.object({
  childName: z.string(),
  share: z
    .number()
    .int()
    .describe('minor units: what the place paid for this session (a term place: its price over its sessions charged)'),
  paymentPlan: z.boolean().describe('the place is paid by a monthly plan, which a cancelled session leaves as it is'),
});
export const sessionFamilySchema = z.object({
  parentName: z.string(),
  places: z.array(sessionPlaceSchema),
});

export const runSessionResponseSchema = z.object({
  run: runSessionsRunSchema,
  session: adminRunSessionSchema,
  families: z.array(sessionFamilySchema).describe('the families emailed if it is cancelled (or put back on)'),
  cancellationRefund: z
    .enum(cancellationRefunds)
    .describe("the club's cancellation policy, which says what becomes of each share when the session is cancelled"),
});
export const runSessionChangedResponseSchema = z.object({ session: adminRunSessionSchema });

export const runSessionParamSchema = z.object({ runId: idSchema, sessionId: idSchema });
export const runSessionsParamSchema = z.object({ runId: idSchema });

const admin = { tags: ['admin-schedule'], access: scheduleManagers, scope: 'club' } as const;

export const runSessionsApi = {
  runSessions: defineRoute({
    ...admin,
    operationId: 'runSessions',
    method: 'GET',
    path: '/api/v4/schedule/runs/:runId/sessions',
    summary: "A run's sessions, cancelled and one-off ones marked, each with the children booked on it",
    params: runSessionsParamSchema,
    response: runSessionsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  runSession: defineRoute({
    ...admin,
    operationId: 'runSession',
    method: 'GET',
    path: '/api/v4/schedule/runs/:runId/sessions/:sessionId',
    summary: "One session of a run with the families booked on it and each place's share of its price",
    params: runSessionParamSchema,
    response: runSessionResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  addRunDate: defineRoute({
    ...admin,
    operationId: 'addRunDate',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/add-date',
    summary:
      'Add a one-off date to a run (within 4 weeks of its term, not in the past, not at a time it already meets); families booked for the term get it at no charge',
    params: runSessionsParamSchema,
    body: addRunDateBodySchema,
    response: runSessionChangedResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  cancelRunSession: defineRoute({
    ...admin,
    operationId: 'cancelRunSession',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/sessions/:sessionId/cancel',
    summary:
      "Cancel one session not yet started: kept and marked cancelled, booked families emailed and their share of its price refunded or kept as credit as the club's cancellation policy says",
    params: runSessionParamSchema,
    body: cancelRunSessionBodySchema,
    // It gives back money (refunds, credit) as the club's policy says: staff's own act, never support's.
    switchedSession: 'refused',
    response: runSessionChangedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  restoreRunSession: defineRoute({
    ...admin,
    operationId: 'restoreRunSession',
    method: 'POST',
    path: '/api/v4/schedule/runs/:runId/sessions/:sessionId/restore',
    summary: 'Undo the cancellation of a session not yet started: booked families are emailed that it is back on',
    params: runSessionParamSchema,
    response: runSessionChangedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};

export type AddRunDateBody = z.infer<typeof addRunDateBodySchema>;
export type CancelRunSessionBody = z.infer<typeof cancelRunSessionBodySchema>;
export type AdminRunSession = z.infer<typeof adminRunSessionSchema>;
export type RunSessionsResponse = z.infer<typeof runSessionsResponseSchema>;
export type RunSessionResponse = z.infer<typeof runSessionResponseSchema>;
export type SessionFamily = z.infer<typeof sessionFamilySchema>;
