import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { isCalendarDate } from './people.js';
import { idParam } from './id.js';

/**
 * The club's payment plans as its staff see them (spec §2 "payment plans list", "cancel and manage
 * subscription"; §7 Subscriptions v4). A subscription's status is the provider's, or 'paused' while
 * its collection is paused.
 */
export const clubSubscriptionStatuses = [
  'active',
  'trialing',
  'paused',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
] as const;
export type ClubSubscriptionStatus = (typeof clubSubscriptionStatuses)[number];

/** The list's tabs (spec §4: all, successful, not set up, problem, cancelled) and the statuses each shows. */
export const subscriptionTabs = {
  all: null,
  successful: ['active', 'trialing'],
  paused: ['paused'],
  problem: ['past_due', 'unpaid'],
  'not-set-up': ['incomplete', 'incomplete_expired'],
  cancelled: ['canceled'],
} as const satisfies Record<string, readonly ClubSubscriptionStatus[] | null>;
export type SubscriptionTab = keyof typeof subscriptionTabs;
export const subscriptionTabNames = Object.keys(subscriptionTabs) as SubscriptionTab[];

const epochSeconds = z.number().int().describe('epoch seconds');

export const clubSubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  status: z.string().describe("the provider's status, or 'paused'"),
  parent: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  places: z
    .array(
      z.object({ childName: z.string().nullable(), className: z.string().nullable(), runId: z.number().nullable() }),
    )
    .describe("the plan places of the subscription's order"),
  planName: z.string(),
  amount: z.number().int().describe('minor units per period'),
  frequency: z.string().describe('month | week | year'),
  trialEnd: epochSeconds.nullable(),
  orderUuid: z.string().nullable(),
  createdAt: epochSeconds,
});
export const clubSubscriptionsQuerySchema = z.object({ tab: z.enum(subscriptionTabNames).default('all') });
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
export const clubSubscriptionResponseSchema = z.object({
  subscription: clubSubscriptionSchema.extend({
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
export const collectingStatuses: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid'];
/** Statuses of a plan that is over: cancelled, or never set up in time. */
export const endedStatuses: readonly string[] = ['canceled', 'incomplete_expired'];

/** Statuses a plan's prices may be changed in: collecting, or paused to collect again; not a cancelled or never-started one. */
export const repriceableStatuses: readonly string[] = ['active', 'trialing', 'paused', 'past_due', 'unpaid'];

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
export const subscriptionParamSchema = idParam('subscriptionId');

export type ClubSubscription = z.infer<typeof clubSubscriptionSchema>;
export type ClubSubscriptionsResponse = z.infer<typeof clubSubscriptionsResponseSchema>;
export type ClubSubscriptionResponse = z.infer<typeof clubSubscriptionResponseSchema>;
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** Money: the club's managers with financial access, and platform managers. */
const finance = {
  tags: ['subscriptions-admin'],
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

export const clubSubscriptionsApi = {
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
