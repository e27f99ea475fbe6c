import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { providerId, savedCardSchema } from './payments.js';

const amount = z.number().int().describe('minor units');

/** The provider's subscription states (Stripe's). */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
const subscriptionStatus = z.enum(subscriptionStatuses);

export const subscribeBodySchema = z.object({
  paymentMethodId: providerId('payment method').describe("one of the parent's saved cards, or a new card (`pm_…`)"),
  orderId: z.uuid().describe('the order uuid'),
});
/** The subscription as made: booked at once, or the bank's check to do in the browser (`intentType` says which). */
export const subscribeResponseSchema = z.object({
  data: z.object({
    status: subscriptionStatus,
    subscriptionId: z.string(),
    clientSecret: z.string().nullable().describe("the payment or setup intent's, while 3-D Secure is to be done"),
    intentType: z.enum(['payment', 'setup']).nullable(),
    /** The intent to authenticate (`pi_…` / `seti_…`), sent back with post-subscribe; null when none. */
    intentId: z.string().nullable(),
  }),
});
export type SubscribeAnswer = z.infer<typeof subscribeResponseSchema>['data'];

export const postSubscribeBodySchema = z.object({
  subscriptionId: providerId('subscription'),
  paymentIntentId: providerId('payment or setup intent').describe('the intent authenticated in the browser'),
  orderId: z.uuid(),
});
export const postSubscribeResponseSchema = z.object({
  data: z.object({ status: subscriptionStatus, uuid: z.uuid() }),
});

/** A subscription as its parent sees it in their account. */
export const parentSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: subscriptionStatus,
  planName: z.string(),
  cost: amount.describe('per period'),
  frequency: z.string(),
  currency: z.string(),
  trialEnd: z.string().nullable().describe('ISO 8601'),
  orderUuid: z.uuid().nullable(),
});
export type ParentSubscription = z.infer<typeof parentSubscriptionSchema>;
export const subscriptionsResponseSchema = z.object({ data: z.array(parentSubscriptionSchema) });

export const subscriptionDetailBodySchema = z.object({ subscriptionId: providerId('subscription') });
/** The places a plan pays for: each child and class. */
const planPlacesSchema = z
  .array(z.object({ childName: z.string(), className: z.string() }))
  .describe('the places it pays for (cancelled ones left out)');
export const parentSubscriptionDetailSchema = parentSubscriptionSchema.extend({
  currentPeriodEnd: z.string().describe('ISO 8601'),
  card: savedCardSchema.nullable().describe('the card it charges'),
  places: planPlacesSchema,
  nextPaymentAt: z.string().nullable().describe('ISO 8601: when it next takes `cost`; null when it will not'),
  endsAt: z
    .string()
    .nullable()
    .describe('ISO 8601: set to end then, when its period paid for ends (undone by reactivate)'),
});
export type ParentSubscriptionDetail = z.infer<typeof parentSubscriptionDetailSchema>;
export const subscriptionDetailResponseSchema = z.object({ data: parentSubscriptionDetailSchema });

export const outstandingResponseSchema = z.object({
  data: z.object({ hasOutstanding: z.boolean().describe('a failed payment at this club waits to be paid') }),
});

/** An invoice of one of the parent's subscriptions that failed and is still to pay. */
export const outstandingInvoiceSchema = z.object({
  invoiceId: z.string(),
  subscriptionId: z.string(),
  planName: z.string(),
  amount,
  currency: z.string(),
  periodStart: z.string().describe('ISO 8601'),
  periodEnd: z.string().describe('ISO 8601'),
  places: planPlacesSchema,
  failedCardId: z
    .string()
    .nullable()
    .describe('the saved card whose payment of it was declined (not to offer first again); null if none is known'),
});
export type OutstandingInvoice = z.infer<typeof outstandingInvoiceSchema>;
export const outstandingInvoicesResponseSchema = z.object({ data: z.array(outstandingInvoiceSchema) });

export const payOutstandingBodySchema = z.object({
  paymentMethodId: providerId('payment method').optional().describe("a saved card; else each subscription's own"),
});
/** All paid, or one invoice's payment waits for 3-D Secure (authenticate, then pay again for the rest). */
export const payOutstandingResponseSchema = z.object({
  data: z.object({
    status: z.enum(['paid', 'requires_action']),
    paid: z.number().int().describe('invoices paid by this call'),
    clientSecret: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
  }),
});

export const updateDefaultCardBodySchema = z.object({
  paymentMethodId: providerId('payment method').describe("one of the parent's saved cards"),
  subscriptionId: providerId('subscription').optional().describe("one subscription; else all the parent's here"),
});
export const updateDefaultCardResponseSchema = z.object({ data: z.object({ updated: z.number().int() }) });

/** The signed-in parent's own subscriptions at the Host's club: their money, so never in a switched session. */
const parentsOwn = {
  tags: ['subscriptions'],
  access: 'signed-in',
  scope: 'club',
  switchedSession: 'refused',
  method: 'POST',
} as const;
const payErrors = ['NOT_FOUND', 'CONFLICT', 'HOLD_EXPIRED', 'PAYMENT_FAILED', 'BUSY'] as const;

/**
 * Subscriptions (issue 11): a run sold as a monthly plan is booked by subscribing with a card, then
 * confirmed from the provider's subscription; a failed renewal leaves an outstanding balance the
 * parent pays from their account. A decline answers 402 `PAYMENT_FAILED` with the bank's words.
 */
export const subscriptionsApi = {
  subscribe: defineRoute({
    ...parentsOwn,
    tags: ['subscriptions'],
    operationId: 'subscribe',
    path: '/rest/v1/payments/subscribe',
    summary: "Subscribe to the order's monthly plan with a card (one subscription per order); books it once started",
    body: subscribeBodySchema,
    response: subscribeResponseSchema,
    errors: [...payErrors],
  }),
  postSubscribe: defineRoute({
    ...parentsOwn,
    tags: ['subscriptions'],
    operationId: 'postSubscribe',
    path: '/rest/v1/payments/post-subscribe',
    summary: 'Confirm an order from its subscription as the provider has it (after 3-D Secure); idempotent',
    body: postSubscribeBodySchema,
    response: postSubscribeResponseSchema,
    errors: [...payErrors, 'PAYMENT_REQUIRES_ACTION'],
  }),
  subscriptionsOutstanding: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsOutstanding',
    path: '/api/v4/parent/subscriptions/outstanding',
    summary: 'Whether the parent has a failed subscription payment at the club (the account pages’ banner)',
    response: outstandingResponseSchema,
  }),
  subscriptionsOutstandingInvoices: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsOutstandingInvoices',
    path: '/api/v4/parent/subscriptions/outstanding/invoices',
    summary: "The parent's unpaid subscription invoices at the club",
    response: outstandingInvoicesResponseSchema,
  }),
  subscriptionsPayOutstanding: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsPayOutstanding',
    path: '/api/v4/parent/subscriptions/outstanding/pay',
    summary: "Pay the unpaid invoices with a saved card (or each subscription's own)",
    body: payOutstandingBodySchema,
    response: payOutstandingResponseSchema,
    errors: [...payErrors],
  }),
  subscriptionsUpdateDefaultCard: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsUpdateDefaultCard',
    path: '/api/v4/parent/subscriptions/outstanding/update-default-card-client',
    summary: "Set the card the parent's subscriptions charge (one, or all of them at the club)",
    body: updateDefaultCardBodySchema,
    response: updateDefaultCardResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  subscriptionsAll: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsAll',
    path: '/api/v4/parent/subscriptions/all',
    summary: "The parent's subscriptions at the club, newest first",
    response: subscriptionsResponseSchema,
  }),
  subscriptionsCancel: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsCancel',
    path: '/api/v4/parent/subscriptions/all/cancel',
    summary:
      "Cancel one of the parent's plans when its period paid for ends: nothing more is taken; undone by reactivate until then",
    body: subscriptionDetailBodySchema,
    response: subscriptionDetailResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  subscriptionsReactivate: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsReactivate',
    path: '/api/v4/parent/subscriptions/all/reactivate',
    summary: "Undo a plan's cancellation before it ends: it renews as before",
    body: subscriptionDetailBodySchema,
    response: subscriptionDetailResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  subscriptionsDetail: defineRoute({
    ...parentsOwn,
    operationId: 'subscriptionsDetail',
    path: '/api/v4/parent/subscriptions/all/detail',
    summary: "One of the parent's subscriptions: its period and card",
    body: subscriptionDetailBodySchema,
    response: subscriptionDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
