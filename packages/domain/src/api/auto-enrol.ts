import { z } from 'zod';
import { carryOverConflicts, MAX_OFFER_DAYS, MIN_OFFER_DAYS, priorityOfferStatuses } from '../rules/auto-enrol.js';
import { MAX_ID } from '../rules/ids.js';
import { scheduleManagers } from './admin-schedule.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';

const bodyId = z.number().int().min(1).max(MAX_ID);
const instant = z.iso.datetime({ offset: true });

/** The most places one send offers. */
export const MAX_OFFERS_PER_SEND = 500;

const runRefSchema = z.object({ runId: z.number().int(), className: z.string() });

/** A priority offer made for a carried-over child: where it stands and until when its place is held. */
export const priorityOfferSchema = z.object({
  offerId: z.number().int(),
  runId: z.number().int(),
  status: z.enum(priorityOfferStatuses),
  expiresAt: instant.describe('the deadline: the place is held for the family until then'),
});

/** A child of the term before, matched to a run of the new term, with what stands in the way. */
export const carryOverSchema = z.object({
  childId: z.number().int(),
  childName: z.string(),
  parentName: z.string(),
  fromRun: runRefSchema,
  toRun: runRefSchema.nullable().describe('null: no run of the new term matches'),
  conflicts: z.array(z.enum(carryOverConflicts)).describe('empty: the place can be offered'),
  offer: priorityOfferSchema.nullable().describe('the offer made for this child and run, if any'),
});
export type CarryOver = z.infer<typeof carryOverSchema>;

/** How a run's priority offers stand. */
export const runOffersSchema = z.object({
  runId: z.number().int(),
  className: z.string(),
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  lapsed: z.number().int(),
});
export type RunOffers = z.infer<typeof runOffersSchema>;

/** A term's priority windows: from when each tier may book (null: opens with the next tier; all null: open). */
export const termOpeningsSchema = z.object({
  membersFrom: instant.nullable(),
  siblingsFrom: instant.nullable(),
  everyoneFrom: instant.nullable(),
});
export type TermOpenings = z.infer<typeof termOpeningsSchema>;

export const autoEnrolTermResponseSchema = z.object({
  data: z.object({
    termId: z.number().int(),
    termName: z.string(),
    previousTerm: z.object({ termId: z.number().int(), name: z.string() }).nullable(),
    defaultOfferDays: z.number().int(),
    carryOvers: z.array(carryOverSchema),
    offersByRun: z.array(runOffersSchema),
    openings: termOpeningsSchema,
  }),
});
export type AutoEnrolTerm = z.infer<typeof autoEnrolTermResponseSchema>['data'];

export const sendOffersBodySchema = z.object({
  places: z
    .array(z.object({ childId: bodyId, runId: bodyId }))
    .min(1, 'Choose at least one child.')
    .max(MAX_OFFERS_PER_SEND),
  offerDays: z.number().int().min(MIN_OFFER_DAYS).max(MAX_OFFER_DAYS).describe('how many days each place is held'),
});
export type SendOffersBody = z.input<typeof sendOffersBodySchema>;

export const sendOffersResponseSchema = z.object({
  data: z.object({
    offered: z.number().int(),
    refused: z.array(
      z.object({ childId: z.number().int(), runId: z.number().int(), reason: z.enum(['placed', 'full', 'no-run']) }),
    ),
  }),
});
export type SendOffersResult = z.infer<typeof sendOffersResponseSchema>['data'];

export const termOpeningsResponseSchema = z.object({ data: termOpeningsSchema });

const organisers = { tags: ['auto-enrol'], access: scheduleManagers, scope: 'club' } as const;
const termParam = idParam('termId');

/**
 * Auto-enrol (the spec's "auto-enrol bookings per term (GET and POST)" under Client routes): the
 * children of the term before matched to the new term's runs, timed priority offers made to their
 * families, and the term's priority windows for its public opening.
 */
export const autoEnrolApi = {
  autoEnrolTerm: defineRoute({
    ...organisers,
    operationId: 'autoEnrolTerm',
    method: 'GET',
    path: '/api/v4/client/auto-enrol/term/:termId',
    summary: "The term before's children matched to this term's runs, the offers made and how each run's stand",
    params: termParam,
    response: autoEnrolTermResponseSchema,
  }),
  sendPriorityOffers: defineRoute({
    ...organisers,
    operationId: 'sendPriorityOffers',
    method: 'POST',
    path: '/api/v4/client/auto-enrol/term/:termId',
    summary: 'Hold the chosen places for their families until a deadline, emailing each family a link to accept',
    params: termParam,
    body: sendOffersBodySchema,
    response: sendOffersResponseSchema,
    errors: ['BUSY', 'CLUB_SUSPENDED'],
  }),
  saveTermOpenings: defineRoute({
    ...organisers,
    operationId: 'saveTermOpenings',
    method: 'PUT',
    path: '/api/v4/client/auto-enrol/term/:termId/openings',
    summary: 'Set when booking the term opens for members, their siblings and everyone',
    params: termParam,
    body: termOpeningsSchema,
    response: termOpeningsResponseSchema,
  }),
};
