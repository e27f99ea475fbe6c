import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { isCalendarDate } from './people.js';
import { idParam } from './id.js';
import { providerId } from './payments.js';
import { plainText } from './text.js';

/**
 * The club's payment plans as its staff see them (spec §2 "payment plans list", "cancel and manage
 * subscription"; §7 Subscriptions v4). A subscription's status is the provider's, or 'paused' while
 * its collection is paused, or 'waiting' while it is set up and its first payment, on its billing day
 * after any free trial, is still to come.
 */
export const clubSubscriptionStatuses = [
  'active',
  'trialing',
  'waiting',
  'paused',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
] as const;
export type ClubSubscriptionStatus = (typeof clubSubscriptionStatuses)[number];

/**
 * The list's tabs in the spec's order (§4: all, successful, not set up, problem, waiting, cancelled; and paused,
 * staff's own act, before cancelled) and the statuses each shows. Waiting: set up, its first payment still to come (in its free trial, or
 * in the days up to its billing day); successful: paying.
 */
export const subscriptionTabs = {
  all: null,
  successful: ['active'],
  'not-set-up': ['incomplete', 'incomplete_expired'],
  problem: ['past_due', 'unpaid'],
  waiting: ['trialing', 'waiting'],
  paused: ['paused'],
  cancelled: ['canceled'],
} as const satisfies Record<string, readonly ClubSubscriptionStatus[] | null>;
export type SubscriptionTab = keyof typeof subscriptionTabs;
export const subscriptionTabNames = Object.keys(subscriptionTabs) as SubscriptionTab[];

const epochSeconds = z.number().int().describe('epoch seconds');

export const clubSubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  status: z
    .string()
    .describe("the provider's status, or 'paused', or 'waiting' (for its first payment on its billing day)"),
  parent: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  places: z
    .array(
      z.object({
        childName: z.string().nullable(),
        className: z.string().nullable(),
        runId: z.number().nullable(),
        booked: z
          .boolean()
          .describe('the place is still booked (a cancelled plan leaves it booked unless cancelled too)'),
      }),
    )
    .describe("the plan places of the subscription's order"),
  planName: z.string(),
  amount: z.number().int().describe('minor units per period'),
  frequency: z.string().describe('month | week | year'),
  trialEnd: epochSeconds.nullable(),
  orderId: z.number().int().nullable().describe("the order the plan pays for (the admin's order page)"),
  orderUuid: z.string().nullable(),
  createdAt: epochSeconds,
});
export const clubSubscriptionsQuerySchema = z.object({
  tab: z.enum(subscriptionTabNames).default('all'),
  runId: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a class of the club')
    .optional()
    .describe("only the plans paying for this class (the plans list's link)"),
});
export const clubSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(clubSubscriptionSchema).describe('newest first'),
  counts: z.record(z.string(), z.number().int()).describe('how many in each tab'),
});
/** What one place of a plan is charged each period, and what its class sells for now. */
export const planPriceSchema = z.object({
  runId: z.number().int().nullable(),
  className: z.string().nullable(),
  amount: z.number().int().describe('minor units per period'),
  classPrice: z
    .number()
    .int()
    .nullable()
    .describe("the class's monthly price now, in minor units; null when it is no longer sold as a plan"),
});
/** A renewal the card did not pay (an open invoice of something): a missed month. */
export const missedPaymentSchema = z.object({
  invoiceId: z.string().describe("the provider's invoice (`in_…`)"),
  amount: z.number().int().describe('minor units'),
  periodStart: epochSeconds,
  periodEnd: epochSeconds,
});
/** A payment the plan took (a paid invoice of something), and how much of it was given back. */
export const planChargeSchema = z.object({
  invoiceId: z.string(),
  amount: z.number().int().describe('minor units taken'),
  refunded: z.number().int().describe('minor units given back so far'),
  periodStart: epochSeconds,
  periodEnd: epochSeconds,
  paidAt: epochSeconds,
});
export type MissedPayment = z.infer<typeof missedPaymentSchema>;
export type PlanCharge = z.infer<typeof planChargeSchema>;

export const clubSubscriptionResponseSchema = z.object({
  subscription: clubSubscriptionSchema.extend({
    missedPayments: z
      .array(missedPaymentSchema)
      .describe('renewals not paid, oldest first: cover-payments takes them with the card on file'),
    charges: z
      .array(planChargeSchema)
      .describe('the payments taken, newest first (the last 12): refund-charge gives one back'),
    restartable: z
      .boolean()
      .describe('cancelled before it ever took a payment, its places still booked: unreject starts it again'),
    nextPaymentAt: epochSeconds
      .nullable()
      .describe(
        "the provider's current period end; null when cancelled, paused or set to end (nothing more will be taken)",
      ),
    endsAt: epochSeconds
      .nullable()
      .describe(
        'when a plan set to cancel at the end of its period ends (it can be reactivated until then); else null',
      ),
    prices: z
      .array(planPriceSchema)
      .describe("each place's price as the provider charges it, in its order: update-plan's amounts follow it"),
  }),
});

/** Statuses of a plan that takes its payments (a paused one does not, until resumed). */
export const collectingStatuses: readonly string[] = ['active', 'trialing', 'waiting', 'past_due', 'unpaid'];
/** Statuses of a plan that is over: cancelled, or never set up in time. */
export const endedStatuses: readonly string[] = ['canceled', 'incomplete_expired'];

/** Statuses a plan's prices may be changed in: collecting, or paused to collect again; not a cancelled or never-started one. */
export const repriceableStatuses: readonly string[] = ['active', 'trialing', 'waiting', 'paused', 'past_due', 'unpaid'];

/** Most one place of a plan may be charged a period (minor units: £10,000). */
export const PLAN_PRICE_MAX_AMOUNT = 1_000_000;

/** A parent's plan changed: a new price for each of its places, charged from the next payment on. */
export const updatePlanBodySchema = z.object({
  amounts: z
    .array(
      z
        .number()
        .int('must be a whole number of pence')
        .min(0, 'must not be negative')
        .max(PLAN_PRICE_MAX_AMOUNT, 'must be at most £10,000'),
    )
    .min(1, 'Give a price for each place')
    .max(100),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

/**
 * A free trial changed: the day it ends (in the club's time zone: the first payment is taken as that
 * day begins; after today, within two years), or 'now' (ended, the first payment taken at once).
 */
export const changeTrialBodySchema = z.object({
  trialEnd: z
    .string()
    .trim()
    .refine((value) => value === 'now' || isCalendarDate(value), "must be 'now' or a date (YYYY-MM-DD)"),
});
export type ChangeTrialBody = z.infer<typeof changeTrialBodySchema>;

/** Staff take the missed months with the card on file: the ones chosen, of the plan's missed payments. */
export const coverPaymentsBodySchema = z.object({
  invoiceIds: z
    .array(providerId('invoice'))
    .min(1, 'Choose at least one missed payment')
    .max(24, 'must be at most 24 payments'),
});
export type CoverPaymentsBody = z.infer<typeof coverPaymentsBodySchema>;

/** Staff give back one payment the plan took: all that is left of it, or part. */
export const refundChargeBodySchema = z.object({
  invoiceId: providerId('invoice'),
  /** Minor units; what is left of the payment when left out. */
  amount: z.number().int('must be a whole number of pence').min(1, 'must be at least 1').optional(),
  reason: plainText().trim().min(1, 'Reason is required').max(500, 'must be at most 500 characters'),
  /** Names this refund: a retry with the same key refunds once. */
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(100),
});
export type RefundChargeBody = z.infer<typeof refundChargeBodySchema>;

/** How many plans, and what they take a month, in each tab (and each status). */
const countAndAmount = z.object({
  count: z.number().int(),
  monthlyAmount: z.number().int().describe("minor units a month: the plans' costs together"),
});
export const subscriptionsSummaryResponseSchema = z.object({
  tabs: z.record(z.string(), countAndAmount).describe('by tab, as the list splits them (all included)'),
  statuses: z.record(z.string(), countAndAmount).describe('by stored status'),
});
export type SubscriptionsSummary = z.infer<typeof subscriptionsSummaryResponseSchema>;

/** A class sold as a monthly plan, and how many of the club's plans pay for it in each tab. */
export const clubPlanSchema = z.object({
  runId: z.number().int(),
  className: z.string(),
  termName: z.string(),
  monthlyPrice: z.number().int().describe('minor units a month, as the class is sold now'),
  trialDays: z.number().int(),
  billingDay: z.number().int().nullable(),
  counts: z.record(z.string(), z.number().int()).describe('plans paying for it, by tab'),
  onWaitingList: z
    .number()
    .int()
    .describe("children waiting for a place (waiting or offered): a place offered starts the family's free trial"),
});
export const clubPlansResponseSchema = z.object({ plans: z.array(clubPlanSchema).describe('by term, then class') });
export type ClubPlan = z.infer<typeof clubPlanSchema>;

/** A prompt emailed: to whom. */
export const planPromptResponseSchema = z.object({ emailedTo: z.string() });
export const subscriptionParamSchema = idParam('subscriptionId');

export type ClubSubscription = z.infer<typeof clubSubscriptionSchema>;
export type ClubSubscriptionsResponse = z.infer<typeof clubSubscriptionsResponseSchema>;
export type ClubSubscriptionResponse = z.infer<typeof clubSubscriptionResponseSchema>;
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** Money: the club's managers with financial access, and platform managers. */
const finance = {
  tags: ['admin-subscriptions'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;

const action = (operationId: string, verb: string, summary: string) =>
  defineRoute({
    ...finance,
    operationId,
    switchedSession: 'refused', // pausing, resuming, cancelling a family's plan: what they are charged
    method: 'POST',
    path: `/api/v4/client/subscriptions/:subscriptionId/${verb}`,
    summary,
    params: subscriptionParamSchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  });

export const adminSubscriptionsApi = {
  clubSubscriptions: defineRoute({
    ...finance,
    operationId: 'clubSubscriptions',
    method: 'GET',
    path: '/api/v4/client/subscriptions',
    summary: "The club's payment plans (subscriptions) in one tab of statuses, with parent, places, plan and amount",
    query: clubSubscriptionsQuerySchema,
    response: clubSubscriptionsResponseSchema,
  }),
  clubSubscription: defineRoute({
    ...finance,
    operationId: 'clubSubscription',
    method: 'GET',
    path: '/api/v4/client/subscriptions/:subscriptionId',
    summary: 'One payment plan, with its next payment as the provider has it',
    params: subscriptionParamSchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  pauseClubSubscription: action(
    'pauseClubSubscription',
    'pause',
    'Pause collecting a payment plan: its invoices are voided until it is resumed (pausing twice is once)',
  ),
  resumeClubSubscription: action(
    'resumeClubSubscription',
    'resume',
    'Resume collecting a paused payment plan (resuming one not paused changes nothing)',
  ),
  cancelClubSubscription: action(
    'cancelClubSubscription',
    'cancel',
    'Cancel a payment plan at once at the provider; nothing more is taken (cancelling twice is once)',
  ),
  cancelClubSubscriptionAtPeriodEnd: action(
    'cancelClubSubscriptionAtPeriodEnd',
    'cancel-at-period-end',
    'Set a payment plan to cancel when the period paid for ends: nothing more is taken, and it can be reactivated until then',
  ),
  cancelClubSubscriptionWithPlaces: action(
    'cancelClubSubscriptionWithPlaces',
    'cancel-with-places',
    "Cancel a payment plan at once and the places it pays for: the order's places still booked are cancelled, freed for the waiting lists",
  ),
  reactivateClubSubscription: action(
    'reactivateClubSubscription',
    'reactivate',
    'Reactivate a payment plan set to cancel at the end of its period: it renews as before (one cancelled at once cannot be)',
  ),
  updateClubSubscriptionPlan: defineRoute({
    ...finance,
    operationId: 'updateClubSubscriptionPlan',
    switchedSession: 'refused', // a family's plan: what they are charged
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/update-plan',
    summary:
      "Change a parent's plan: a new price for each place, charged from the next payment on (nothing taken or given back for the period paid); the parent is emailed",
    params: subscriptionParamSchema,
    body: updatePlanBodySchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'],
  }),
  clubSubscriptionsSummary: defineRoute({
    ...finance,
    operationId: 'clubSubscriptionsSummary',
    method: 'GET',
    path: '/api/v4/client/subscriptions/summary',
    summary: "How many of the club's payment plans are in each tab and status, and what they take a month",
    response: subscriptionsSummaryResponseSchema,
  }),
  clubPlans: defineRoute({
    ...finance,
    operationId: 'clubPlans',
    method: 'GET',
    path: '/api/v4/client/subscriptions/plans',
    summary: "The club's classes sold as monthly plans, each with its price, trial, billing day and plans by tab",
    response: clubPlansResponseSchema,
  }),
  coverClubSubscriptionPayments: defineRoute({
    ...finance,
    operationId: 'coverClubSubscriptionPayments',
    switchedSession: 'refused', // takes a family's money
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/cover-payments',
    summary:
      "Take a plan's missed months (renewals the card did not pay) with the card on file, oldest first; stops at a decline (402)",
    params: subscriptionParamSchema,
    body: coverPaymentsBodySchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT', 'PAYMENT_FAILED'],
  }),
  refundClubSubscriptionCharge: defineRoute({
    ...finance,
    operationId: 'refundClubSubscriptionCharge',
    switchedSession: 'refused', // moves a family's money
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/refund-charge',
    summary: 'Give back one payment a plan took (all that is left of it, or part); the parent is emailed',
    params: subscriptionParamSchema,
    body: refundChargeBodySchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'],
  }),
  promptClubSubscriptionSetup: defineRoute({
    ...finance,
    operationId: 'promptClubSubscriptionSetup',
    switchedSession: 'refused', // emails a family in the club's name
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/prompt',
    summary:
      'Email the parent of a plan not set up (its first payment not made) a link to set it up: once a day per plan',
    params: subscriptionParamSchema,
    response: planPromptResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
  unrejectClubSubscription: defineRoute({
    ...finance,
    operationId: 'unrejectClubSubscription',
    switchedSession: 'refused', // a family's plan: starts charging again
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/unreject',
    summary:
      'Start again a plan cancelled before it ever took a payment (its trial turned down), its places still booked: the rest of its trial, then its payments',
    params: subscriptionParamSchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  changeClubSubscriptionTrial: defineRoute({
    ...finance,
    operationId: 'changeClubSubscriptionTrial',
    switchedSession: 'refused', // a family's plan: when they are charged
    method: 'POST',
    path: '/api/v4/client/subscriptions/:subscriptionId/trial',
    summary:
      "Extend, shorten or end a plan's free trial: the day it ends, or 'now' (the first payment taken at once); the parent is emailed",
    params: subscriptionParamSchema,
    body: changeTrialBodySchema,
    response: clubSubscriptionResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'],
  }),
};
