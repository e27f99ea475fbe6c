import { z } from 'zod';
import { unknownMergeFields } from '../rules/message-merge.js';
import { isPercentage } from '../rules/rounding.js';
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from './messaging.js';
import { POLICY_TEXT_MAX } from './pay-settings.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { calendarDateSchema, emailSchema } from './people.js';
import { periodQuerySchema } from './reporting.js';
import { nameSchema, plainText } from './text.js';

const minor = z.number().int().describe('minor units');
const networkParam = idParam('networkId');

export const royaltyPercentSchema = z
  .number()
  .refine(isPercentage, 'must be 0 to 100 with at most two decimals')
  .describe("the franchise's royalty on the club's takings net of refunds, %");

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');

export const datedRoyaltySchema = z.object({
  fromMonth: z.string().describe("'YYYY-MM': the first month (London time) of this royalty"),
  royaltyPercent: z.number(),
});

export const franchiseNetworkClubSchema = z.object({
  clientId: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  currency: z.string(),
  joinedMonth: z
    .string()
    .describe("'YYYY-MM': the month (London time) the club joined the network; the report counts it from then"),
  royaltyPercent: z.number().describe("this month's royalty percent"),
  royalties: z.array(datedRoyaltySchema).describe('every royalty of the club in the network, oldest first'),
});

export const franchiseNetworkSchema = z.object({
  networkId: z.number().int(),
  name: z.string(),
  clubs: z.array(franchiseNetworkClubSchema),
  managers: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type FranchiseNetwork = z.infer<typeof franchiseNetworkSchema>;

export const franchiseNetworksResponseSchema = z.object({ networks: z.array(franchiseNetworkSchema) });
export type FranchiseNetworksResponse = z.infer<typeof franchiseNetworksResponseSchema>;

export const createNetworkBodySchema = z.object({ name: nameSchema('Name') });
export const assignClubBodySchema = z.object({
  clientId: z.number().int().positive(),
  royaltyPercent: royaltyPercentSchema,
});
export const setRoyaltyBodySchema = z.object({
  royaltyPercent: royaltyPercentSchema,
  fromMonth: monthSchema
    .optional()
    .describe("'YYYY-MM', after this month (London time); left out, next month: a reported month never changes"),
});
export type SetRoyaltyBody = z.infer<typeof setRoyaltyBodySchema>;
const networkClubParams = z.object({ ...networkParam.shape, ...idParam('clientId').shape });

export const addManagerBodySchema = z.object({ email: emailSchema });

export const familyMoveBodySchema = z
  .object({
    fromClientId: z.number().int().positive().describe('the club the family leaves (of the network)'),
    toClientId: z.number().int().positive().describe('the club the family joins (of the network)'),
    parentEmail: emailSchema.describe("the family's parent, a parent at the club they leave"),
    consentGivenOn: calendarDateSchema().describe('YYYY-MM-DD: when the family agreed, not after today'),
    consentNote: plainText()
      .trim()
      .min(1, 'is required')
      .max(1000, 'must be at most 1000 characters')
      .describe('how the family agreed (their words, the email or call)'),
  })
  .refine((b) => b.fromClientId !== b.toClientId, { path: ['toClientId'], message: 'must be another club' });
export type FamilyMoveBody = z.infer<typeof familyMoveBodySchema>;

export const familyMoveSchema = z.object({
  moveId: z.number().int(),
  from: z.object({ clientId: z.number().int(), name: z.string() }),
  to: z.object({ clientId: z.number().int(), name: z.string() }),
  parent: z.object({ name: z.string(), email: z.string() }),
  children: z.number().int().describe("the family's children who were members of the club they left"),
  consentGivenOn: z.string(),
  consentNote: z.string(),
  movedAt: z.string().describe('ISO 8601'),
});
export type FamilyMove = z.infer<typeof familyMoveSchema>;

export const sharedTextKinds = ['message', 'terms-and-conditions', 'privacy'] as const;
export type SharedTextKind = (typeof sharedTextKinds)[number];

export const sharedTextBodySchema = z
  .object({
    kind: z.enum(sharedTextKinds),
    title: nameSchema('Title'),
    subject: plainText()
      .trim()
      .max(MAX_SUBJECT_LENGTH, `must be at most ${MAX_SUBJECT_LENGTH} characters`)
      .default('')
      .describe("a message's email subject; '' for a policy"),
    body: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(POLICY_TEXT_MAX, `must be at most ${POLICY_TEXT_MAX} characters`)
      .refine((v) => !v.includes('\u0000'), 'must not contain NUL'),
  })
  .superRefine((text, ctx) => {
    if (text.kind !== 'message') {
      if (text.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'must be empty for a policy' });
      return;
    }
    if (text.body.length > MAX_BODY_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['body'], message: `must be at most ${MAX_BODY_LENGTH} characters` });
    for (const key of ['subject', 'body'] as const) {
      const unknown = unknownMergeFields(text[key]);
      if (unknown.length)
        ctx.addIssue({ code: 'custom', path: [key], message: `has unknown merge fields: ${unknown.join(', ')}` });
    }
  });
export type SharedTextBody = z.infer<typeof sharedTextBodySchema>;

export const sharedTextSchema = z.object({
  textId: z.number().int(),
  kind: z.enum(sharedTextKinds),
  title: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string().describe('ISO 8601'),
});
export type SharedText = z.infer<typeof sharedTextSchema>;
const sharedTextsSchema = z.object({ texts: z.array(sharedTextSchema) });
const sharedTextParams = z.object({ ...networkParam.shape, ...idParam('textId').shape });

const monthFigures = {
  bookings: z.number().int().describe('confirmed places booked in the month'),
  taken: minor.describe('card payments (one-off and plans) in the month'),
  refunded: minor.describe('refunds in the month'),
  takings: minor.describe('taken − refunded: the takings net of refunds'),
  royalty: minor.describe("the franchise's royalty on the takings (each club's percent that month)"),
};
export const franchiseMonthSchema = z.object({ month: z.string().describe("'YYYY-MM'"), ...monthFigures });
const franchiseClubMonthSchema = franchiseMonthSchema.extend({
  royaltyPercent: z.number().describe("the club's royalty percent that month"),
});

export const franchiseReportSchema = z.object({
  networkId: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe("the months' zone: the platform's"),
  clubs: z.array(
    franchiseNetworkClubSchema.extend({
      unpaid: minor.describe('what the club’s orders waiting for payment will charge, now (0 once it left)'),
      leftMonth: z
        .string()
        .nullable()
        .describe(
          "'YYYY-MM': the month a club removed from the network left it (later months count nothing); null for a member",
        ),
      months: z.array(franchiseClubMonthSchema),
    }),
  ),
  totals: z
    .array(
      z.object({
        currency: z.string(),
        unpaid: minor,
        months: z.array(franchiseMonthSchema),
      }),
    )
    .describe("the network's totals by month, one set per currency: each club is paid apart (money never pools)"),
});
export type FranchiseReport = z.infer<typeof franchiseReportSchema>;

const tags = ['franchise'];
/** Franchise managers see their own networks (the handler decides: another network is 404); platform staff, all. */
const networkReaders = { tags, access: 'signed-in', scope: 'platform' } as const;
const platformManagers = { tags, access: { roles: ['platform_manager'] }, scope: 'platform' } as const;

/** Franchise networks (spec: legacy /api group "franchise"; docs/franchise.md). */
export const franchiseApi = {
  franchiseNetworks: defineRoute({
    ...networkReaders,
    operationId: 'franchiseNetworks',
    method: 'GET',
    path: '/api/franchise/networks',
    summary: 'The networks the person manages (platform staff: every network), with their clubs and managers',
    response: franchiseNetworksResponseSchema,
  }),
  createFranchiseNetwork: defineRoute({
    ...platformManagers,
    operationId: 'createFranchiseNetwork',
    method: 'POST',
    path: '/api/franchise/networks',
    summary: 'Creates a franchise network (audited)',
    body: createNetworkBodySchema,
    response: franchiseNetworkSchema,
  }),
  franchiseNetwork: defineRoute({
    ...networkReaders,
    operationId: 'franchiseNetwork',
    method: 'GET',
    path: '/api/franchise/networks/:networkId',
    summary: "A network's clubs and managers; 404 for a network the person does not manage",
    params: networkParam,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND'],
  }),
  assignFranchiseClub: defineRoute({
    ...platformManagers,
    operationId: 'assignFranchiseClub',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/clubs',
    summary:
      "Puts a club in the network with the franchise's royalty percent from this month (audited); a club already in it is 409",
    params: networkParam,
    body: assignClubBodySchema,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  setFranchiseRoyalty: defineRoute({
    ...platformManagers,
    operationId: 'setFranchiseRoyalty',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/clubs/:clientId/royalty',
    summary:
      "Sets a club's royalty from a month after this one (next month when left out); a second rate from the same month replaces it (audited)",
    params: networkClubParams,
    body: setRoyaltyBodySchema,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND'],
  }),
  removeFranchiseClub: defineRoute({
    ...platformManagers,
    operationId: 'removeFranchiseClub',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/clubs/:clientId/remove',
    summary:
      "Takes a club out of the network: it keeps all its data and money; the network's report keeps its months as a member (audited)",
    params: networkClubParams,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND'],
  }),
  removeFranchiseManager: defineRoute({
    ...platformManagers,
    operationId: 'removeFranchiseManager',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/managers/remove',
    summary: 'The person (by email) stops managing the network; 404 naming the email when they do not (audited)',
    params: networkParam,
    body: addManagerBodySchema,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND'],
  }),
  addFranchiseManager: defineRoute({
    ...platformManagers,
    operationId: 'addFranchiseManager',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/managers',
    summary: 'Makes a person (by email, with an account) a manager of the network (audited)',
    params: networkParam,
    body: addManagerBodySchema,
    response: franchiseNetworkSchema,
    errors: ['NOT_FOUND'],
  }),
  moveFranchiseFamily: defineRoute({
    ...networkReaders,
    operationId: 'moveFranchiseFamily',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/family-moves',
    summary:
      "Moves a family from one of the network's clubs to another with their consent recorded; their bookings and payments stay with the club they leave",
    params: networkParam,
    body: familyMoveBodySchema,
    response: familyMoveSchema,
    switchedSession: 'refused',
    errors: ['NOT_FOUND'],
  }),
  franchiseFamilyMoves: defineRoute({
    ...networkReaders,
    operationId: 'franchiseFamilyMoves',
    method: 'GET',
    path: '/api/franchise/networks/:networkId/family-moves',
    summary: "The network's family moves, newest first, with the consent each recorded",
    params: networkParam,
    response: z.object({ moves: z.array(familyMoveSchema) }),
    errors: ['NOT_FOUND'],
  }),
  franchiseSharedTexts: defineRoute({
    ...networkReaders,
    operationId: 'franchiseSharedTexts',
    method: 'GET',
    path: '/api/franchise/networks/:networkId/shared-texts',
    summary: 'The message templates and policies the network shares with its clubs',
    params: networkParam,
    response: sharedTextsSchema,
    errors: ['NOT_FOUND'],
  }),
  shareFranchiseText: defineRoute({
    ...networkReaders,
    operationId: 'shareFranchiseText',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/shared-texts',
    summary: "Shares a message template or a policy with the network's clubs",
    params: networkParam,
    body: sharedTextBodySchema,
    response: sharedTextSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteFranchiseText: defineRoute({
    ...networkReaders,
    operationId: 'deleteFranchiseText',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/shared-texts/:textId/delete',
    summary: 'Stops sharing a text (a policy already applied stays the clubs’ own)',
    params: sharedTextParams,
    response: sharedTextsSchema,
    errors: ['NOT_FOUND'],
  }),
  applyFranchisePolicy: defineRoute({
    ...networkReaders,
    operationId: 'applyFranchisePolicy',
    method: 'POST',
    path: '/api/franchise/networks/:networkId/shared-texts/:textId/apply',
    summary: "Makes a shared policy every club of the network's own policy of its kind (audited per club)",
    params: sharedTextParams,
    response: z.object({ applied: z.number().int().describe('clubs whose policy it now is') }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  clubFranchiseTemplates: defineRoute({
    tags,
    access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
    scope: 'club',
    operationId: 'clubFranchiseTemplates',
    method: 'GET',
    path: '/api/franchise/templates',
    summary: "The message templates the club's franchise shares with it (none when the club is in no network)",
    response: sharedTextsSchema,
  }),
  franchiseReport: defineRoute({
    ...networkReaders,
    operationId: 'franchiseReport',
    method: 'GET',
    path: '/api/franchise/networks/:networkId/report',
    summary:
      "Each club's bookings, takings net of refunds, royalty and unpaid amounts by month, and the network's totals",
    params: networkParam,
    query: periodQuerySchema,
    response: franchiseReportSchema,
    errors: ['NOT_FOUND'],
  }),
  franchiseReportCsv: defineRoute({
    ...networkReaders,
    operationId: 'franchiseReportCsv',
    method: 'GET',
    path: '/api/franchise/networks/:networkId/report.csv',
    summary: 'The report as a CSV download (text/csv): a row per club and month, then the totals',
    params: networkParam,
    query: periodQuerySchema,
    errors: ['NOT_FOUND'],
  }),
};
