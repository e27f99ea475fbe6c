import { z } from 'zod';
import { platformSubscriptionMessages } from '../messages/platform-subscription.js';
import { idempotencyKeySchema } from './booking.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { providerId, sandboxCardBodySchema } from './payments.js';
import { plainText } from './text.js';

const texts = platformSubscriptionMessages.platformSubscription;
const minorUnits = z.number().int().describe('minor units');
const epochSeconds = z.number().int().describe('epoch seconds');

// ---- Plans (the platform managers') ----

export const PLATFORM_PLAN_MAX_AMOUNT = 1_000_000;
export const PLATFORM_PLAN_MAX_GRACE_DAYS = 90;

export const platformPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  amount: minorUnits.describe('minor units a period; 0 is a free plan (the per-booking fee only)'),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  graceDays: z.number().int().describe('days a lapsed club keeps its admin before it becomes read-only'),
  active: z.boolean().describe('offered to clubs'),
  isDefault: z.boolean().describe('offered first'),
});
export type PlatformPlan = z.infer<typeof platformPlanSchema>;

export const platformPlanBodySchema = z.object({
  name: plainText().trim().min(1).max(80),
  description: plainText().trim().max(500).default(''),
  amount: z.number().int().min(0).max(PLATFORM_PLAN_MAX_AMOUNT),
  interval: z.enum(['month', 'year']),
  graceDays: z.number().int().min(0).max(PLATFORM_PLAN_MAX_GRACE_DAYS),
  active: z.boolean().default(true),
  isDefault: z.boolean().default(false),
});
export type PlatformPlanBody = z.input<typeof platformPlanBodySchema>;
export const platformPlansResponseSchema = z.object({ plans: z.array(platformPlanSchema) });

// ---- The club's subscription ----

export const platformCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const platformStandingSchema = z.object({
  kind: z.enum(['none', 'active', 'grace', 'read-only']),
  readOnlyFrom: epochSeconds.nullable().describe('grace: when the admin becomes read-only; read-only: since when'),
  ended: z.boolean().describe('the lapse is a subscription that ended (the club cancelled it), not a failed payment'),
});
export type PlatformStandingAnswer = z.infer<typeof platformStandingSchema>;

export const platformSubscriptionSettingsSchema = z.object({
  /** The plans a club may choose. */
  plans: z.array(platformPlanSchema),
  subscription: z
    .object({
      plan: platformPlanSchema,
      status: z.string().describe("the provider's status: active, past_due, canceled…"),
      nextPaymentAt: epochSeconds.nullable(),
      endsAt: epochSeconds
        .nullable()
        .describe('cancelled by the club: the moment it ends (the end of the period paid for); null otherwise'),
      card: platformCardSchema.nullable(),
      scheduledChange: z
        .object({ plan: platformPlanSchema, at: epochSeconds.describe('the end of the period paid for') })
        .nullable()
        .describe('a plan of another billing period it changes to when the period ends; null: none'),
    })
    .nullable()
    .describe('null: the club has none (never set up, or reset by support)'),
  standing: platformStandingSchema,
  /** Support reset the club's subscription and kept the old id: the club is asked to set up a new one. */
  setUpNewOne: z.boolean(),
});
export type PlatformSubscriptionSettings = z.infer<typeof platformSubscriptionSettingsSchema>;

export const platformInvoiceSchema = z.object({
  id: z.string(),
  status: z.string().describe('open, paid, void or uncollectible'),
  amountDue: minorUnits,
  amountPaid: minorUnits,
  currency: z.string(),
  periodStart: epochSeconds,
  periodEnd: epochSeconds,
  created: epochSeconds,
});
export type PlatformInvoice = z.infer<typeof platformInvoiceSchema>;
export const platformInvoicesResponseSchema = z.object({ invoices: z.array(platformInvoiceSchema) });

export const checkoutSessionBodySchema = z.object({
  planId: z.number().int().min(1),
  idempotencyKey: idempotencyKeySchema,
});
export const checkoutSessionCreatedSchema = z.object({
  sessionId: z.string(),
  url: z.string().describe('the hosted checkout page: send the browser there'),
});
/** A Checkout Session is the provider's (its id a string such as `cs_…`), so its parameter is not named as our rows' ids. */
const sessionIdParam = z.object({ checkoutSession: providerId('Checkout Session') });
export const checkoutSessionDetailsSchema = z.object({
  sessionId: z.string(),
  mode: z.enum(['subscription', 'setup']).describe("setup: a new card for the club's subscription (nothing charged)"),
  status: z.enum(['open', 'complete', 'expired']),
  plan: platformPlanSchema.describe('setup: the plan of the subscription the card is for'),
  amountTotal: minorUnits.describe('0 in setup mode'),
  currency: z.string(),
});
export type CheckoutSessionDetails = z.infer<typeof checkoutSessionDetailsSchema>;
export const subscriptionPollSchema = z.object({
  state: z.enum(['waiting', 'active', 'expired']).describe('waiting: ask again in a moment'),
  subscriptionStatus: z.string().nullable(),
});
export type SubscriptionPoll = z.infer<typeof subscriptionPollSchema>;

// ---- The sandbox's hosted checkout page ----

export const sandboxCheckoutPayBodySchema = sandboxCardBodySchema
  .pick({ card: true })
  .extend({ name: plainText().trim().min(1, texts.nameOnCardRequired).max(200) });
export const changePlatformPlanBodySchema = z.object({ planId: z.number().int().min(1) });
export const cardSessionBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });

export const sandboxCheckoutPaidSchema = z.object({ successUrl: z.string() });

const managers = ['organiser', 'franchise_manager', 'platform_manager', 'support'] as const;
const clubPays = {
  tags: ['platform-subscription'],
  access: { roles: managers, financial: true },
  scope: 'club',
} as const;
const manage = { tags: ['platform-subscription'], access: { roles: ['platform_manager'] }, scope: 'platform' } as const;

/**
 * The club's subscription to the platform (issue 26): plans the platform managers define, a hosted checkout
 * (Stripe Checkout; the sandbox serves its own page), the page polling until the subscription is active, the
 * settings (plan, next payment, card, invoices), and the club's standing (lapsed: reminders, then read-only admin).
 */
export const platformSubscriptionApi = {
  platformPlans: defineRoute({
    ...manage,
    operationId: 'platformPlans',
    method: 'GET',
    path: '/api/manage/platform-plans',
    summary: 'Every plan the platform offers clubs, withdrawn ones too',
    response: platformPlansResponseSchema,
  }),
  createPlatformPlan: defineRoute({
    ...manage,
    operationId: 'createPlatformPlan',
    method: 'POST',
    path: '/api/manage/platform-plans',
    summary: 'A new plan for clubs (made the default one if asked)',
    body: platformPlanBodySchema,
    response: platformPlanSchema,
  }),
  updatePlatformPlan: defineRoute({
    ...manage,
    operationId: 'updatePlatformPlan',
    method: 'POST',
    path: '/api/manage/platform-plans/:planId',
    summary:
      "A plan's name, price, grace period, whether it is offered or the default (subscribed clubs keep their price)",
    params: idParam('planId'),
    body: platformPlanBodySchema,
    response: platformPlanSchema,
    errors: ['NOT_FOUND'],
  }),
  platformSubscriptionSettings: defineRoute({
    ...clubPays,
    operationId: 'platformSubscriptionSettings',
    method: 'GET',
    path: '/api/v4/client/subscription/settings',
    summary:
      "The club's subscription to the platform: its plan, next payment, card and standing, or the plans to choose",
    response: platformSubscriptionSettingsSchema,
  }),
  platformInvoices: defineRoute({
    ...clubPays,
    operationId: 'platformInvoices',
    method: 'GET',
    path: '/api/v4/client/subscription/invoices',
    summary: "The invoices of the club's subscription to the platform, newest first",
    response: platformInvoicesResponseSchema,
  }),
  createCheckoutSession: defineRoute({
    ...clubPays,
    operationId: 'createCheckoutSession',
    switchedSession: 'refused', // the club's own subscription: its money
    method: 'POST',
    path: '/api/v4/client/checkout-session',
    summary: 'A hosted checkout for a plan: the page to send the browser to',
    body: checkoutSessionBodySchema,
    response: checkoutSessionCreatedSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  checkoutSessionDetails: defineRoute({
    ...clubPays,
    operationId: 'checkoutSessionDetails',
    method: 'GET',
    path: '/api/v4/client/checkout-session/:checkoutSession',
    summary: "One of the club's checkout sessions: its plan, amount and status",
    params: sessionIdParam,
    response: checkoutSessionDetailsSchema,
    errors: ['NOT_FOUND'],
  }),
  subscriptionPoll: defineRoute({
    ...clubPays,
    operationId: 'subscriptionPoll',
    method: 'GET',
    path: '/api/v4/client/subscription/poll/:checkoutSession',
    summary: "Whether a checkout session's subscription is active yet (the page after the checkout asks until it is)",
    params: sessionIdParam,
    response: subscriptionPollSchema,
    errors: ['NOT_FOUND'],
  }),
  changePlatformPlan: defineRoute({
    ...clubPays,
    operationId: 'changePlatformPlan',
    switchedSession: 'refused', // what the club pays the platform
    method: 'POST',
    path: '/api/v4/client/subscription/plan',
    summary:
      "Moves the club's subscription to another plan: of the same billing period, its price is charged from the next payment on; of another period, it changes when the period paid for ends (the current plan takes that back); another currency 409",
    body: changePlatformPlanBodySchema,
    response: platformSubscriptionSettingsSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  cancelPlatformSubscription: defineRoute({
    ...clubPays,
    operationId: 'cancelPlatformSubscription',
    switchedSession: 'refused', // the club's own subscription
    method: 'POST',
    path: '/api/v4/client/subscription/cancel',
    summary: "Cancels the club's subscription when the period paid for ends (nothing more is charged)",
    response: platformSubscriptionSettingsSchema,
    errors: ['CONFLICT'],
  }),
  createCardSession: defineRoute({
    ...clubPays,
    operationId: 'createCardSession',
    switchedSession: 'refused', // the card the club pays with
    method: 'POST',
    path: '/api/v4/client/subscription/card-session',
    summary:
      "A hosted page to give the subscription a new card (the provider's set-up checkout): the page to send the browser to",
    body: cardSessionBodySchema,
    response: checkoutSessionCreatedSchema,
    errors: ['CONFLICT'],
  }),
  applyCardSession: defineRoute({
    ...clubPays,
    operationId: 'applyCardSession',
    switchedSession: 'refused', // the card the club pays with
    method: 'POST',
    path: '/api/v4/client/subscription/card-session/:checkoutSession',
    summary:
      "The card saved on a completed set-up checkout becomes the subscription's (the page it returns to asks; a second time changes nothing)",
    params: sessionIdParam,
    response: platformSubscriptionSettingsSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  platformStanding: defineRoute({
    tags: ['platform-subscription'],
    access: { roles: [...managers, 'coach'] },
    scope: 'club',
    operationId: 'platformStanding',
    method: 'GET',
    path: '/api/v4/client/subscription/standing',
    summary: "The club's standing with the platform: a lapsed subscription's grace period, or read-only admin",
    response: platformStandingSchema,
  }),
  sandboxCheckoutSession: defineRoute({
    ...clubPays,
    operationId: 'sandboxCheckoutSession',
    method: 'GET',
    path: '/sandbox/checkout/sessions/:checkoutSession',
    summary: "The sandbox's hosted checkout page: the session it shows",
    params: sessionIdParam,
    response: checkoutSessionDetailsSchema,
    errors: ['NOT_FOUND'],
  }),
  sandboxCheckoutPay: defineRoute({
    ...clubPays,
    operationId: 'sandboxCheckoutPay',
    switchedSession: 'refused', // paying, as the real hosted checkout would be the club's own act
    method: 'POST',
    path: '/sandbox/checkout/sessions/:checkoutSession/pay',
    summary: "The sandbox's hosted checkout page: pay with a typed test card; answers where to go next",
    params: sessionIdParam,
    body: sandboxCheckoutPayBodySchema,
    response: sandboxCheckoutPaidSchema,
    errors: ['NOT_FOUND', 'PAYMENT_FAILED', 'CONFLICT'],
  }),
};
