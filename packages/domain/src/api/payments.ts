import { z } from 'zod';
import { orderStatuses } from './booking.js';
import { defineRoute } from './define-route.js';

/** The spec's flags travel as 0 or 1. */
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
/** A provider's id (`pm_…`, `tok_…`, `pi_…`): letters, digits and underscores. */
export const providerId = (what: string) =>
  z
    .string()
    .min(3, 'must be at least 3 characters')
    .max(255, 'must be at most 255 characters')
    .regex(/^[A-Za-z0-9_]+$/, `must be a ${what} id (letters, digits and underscores)`);
const amount = z.number().int().describe('minor units');

export const paymentOrderParamSchema = z.object({ uuid: z.uuid() });

/** A card saved for the parent on the club's account (a PaymentMethod): never its number. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A line of the wallet's payment sheet. */
const paymentItemSchema = z.object({ label: z.string(), amount });

/** The spec's "Order" entity for the payment page: what to pay, how, and with which provider. */
export const paymentOrderSchema = z.object({
  orderId: z.uuid().describe('the order uuid (the spec names it orderId in the payments calls)'),
  uuid: z.uuid(),
  status: z.enum(orderStatuses),
  amount: amount.describe("the order's total"),
  creditApplied: amount.describe("the family's credit with the club spent on the order (0: none)"),
  passingOnFee: amount.describe('what the club passes on to the parent in fees (0 when it absorbs them)'),
  total: amount.describe('what the parent pays: amount − creditApplied + passingOnFee'),
  currency: z.string().describe('ISO 4217, upper case'),
  clubName: z.string(),
  subdomain: z.string(),
  absorbCharges: zeroOrOne,
  includesSubscription: z.boolean(),
  parentHasSubscription: z.boolean(),
  hasSubscriptionBookings: z.enum(['1', '0']),
  /** The wallet's payment request, as Stripe.js's paymentRequest takes it. */
  paymentRequest: z.object({
    country: z.string().describe('ISO 3166-1 alpha-2'),
    currency: z.string().describe('ISO 4217, lower case'),
    total: paymentItemSchema.describe("labelled 'Order for {club name}'"),
    displayItems: z
      .array(paymentItemSchema)
      .describe('the lines, the credit spent (a negative amount) and the platform fee when passed on'),
  }),
  provider: z.object({
    name: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable().describe("Stripe's publishable key; null for the sandbox"),
    connectedAccountId: z.string().nullable().describe("the club's connected account (`acct_…`)"),
  }),
  savedCards: z.array(savedCardSchema),
  currentPlan: z.object({ name: z.string(), cost: amount, frequency: z.string() }).nullable(),
  /** The monthly plan this order books (paid by subscribing), or null. */
  subscriptionPlan: z
    .object({
      name: z.string(),
      cost: amount.describe('a month'),
      trialDays: z.number().int(),
      billingDay: z
        .number()
        .int()
        .nullable()
        .describe('the day of the month its payments are taken; null: when its free days end'),
    })
    .nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const paymentOrderResponseSchema = z.object({ data: paymentOrderSchema });

export const payBodySchema = z.object({
  orderId: z.uuid(),
  paymentMethodId: providerId('payment method').describe('made by the card collector (`pm_…`), or a saved card'),
  rememberCard: zeroOrOne.optional().describe('1: save the card for the parent'),
});
/** A payment attempt: paid, or waiting for 3-D Secure in the browser (confirm with `clientSecret`, then post-pay). */
export const paymentAttemptSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  paymentIntentId: z.string(),
  clientSecret: z.string().nullable().describe('for the card collector while 3-D Secure is to be done, else null'),
});
export const payResponseSchema = z.object({ data: paymentAttemptSchema });

export const postPayBodySchema = z.object({ paymentIntentId: providerId('PaymentIntent'), orderId: z.uuid() });
export const postPayResponseSchema = z.object({
  data: z.object({ uuid: z.uuid(), status: z.literal('completed') }),
});

/** Express (wallet) and the basket's pay route: the order paid, or 3-D Secure to do (as `pay`). */
export const tokenPayResponseSchema = z.object({
  data: z.union([
    z.object({ orderUUID: z.uuid() }),
    paymentAttemptSchema.extend({ status: z.literal('requires_action') }),
  ]),
});

export const expressPayParamSchema = z.object({
  orderUuid: z.uuid().describe('the order uuid'),
  token: providerId('token').describe("the wallet's card token (`tok_…`)"),
});
export const expressPayBodySchema = z.object({
  stripeToken: providerId('token'),
  rememberCard: zeroOrOne,
  uniqueIdempotencyKey: z.uuid().describe('the order uuid'),
});

export const payBasketBodySchema = z
  .object({
    orderId: z.uuid(),
    stripeToken: providerId('token').optional().describe('a new card or a wallet: the token the card collector made'),
    savedCard: providerId('payment method').optional().describe('a saved card (`pm_…`)'),
    rememberCard: zeroOrOne,
  })
  .refine((body) => (body.stripeToken === undefined) !== (body.savedCard === undefined), {
    message: 'give exactly one of stripeToken and savedCard',
    path: ['stripeToken'],
  });

/** The club's payment set-up as a parent's pages need it (spec §3 "Club fee data", "Platform fee settings"). */
export const paymentSettingsSchema = z.object({
  clientId: z.number().describe("the Host's club"),
  absorbCharges: zeroOrOne,
  paymentSecuresBooking: zeroOrOne,
  commissionPercent: z.number(),
  providerPercent: z.number(),
  fixedFee: amount,
  currency: z.string(),
  currencySymbol: z.string(),
});
export const paymentSettingsResponseSchema = z.object({ data: paymentSettingsSchema, absorbCharges: zeroOrOne });

export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** The sandbox card form's card, as Stripe.js's Elements send it. */
export const sandboxCardBodySchema = z.object({
  card: z.object({
    number: z.string().max(30),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(4).optional(),
  }),
  billing_details: z.object({ name: z.string().max(200).optional() }).default({}),
});
const cardSummarySchema = savedCardSchema.omit({ id: true });
export const sandboxPaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: cardSummarySchema,
  billing_details: z.object({ name: z.string().nullable() }),
});
export const sandboxTokenSchema = z.object({ id: z.string(), card: cardSummarySchema });
export const sandboxAuthenticateParamSchema = z.object({ id: providerId('PaymentIntent or SetupIntent') });
export const sandboxAuthenticateBodySchema = z.object({ result: z.enum(['complete', 'fail']) });
export const sandboxRenewParamSchema = z.object({ id: providerId('Subscription') });
export const sandboxRenewResponseSchema = z.object({
  id: z.string(),
  status: z.string().describe('active when the renewal was paid, past_due when the card was declined'),
});
const intentErrorSchema = z
  .object({ type: z.string(), code: z.string(), decline_code: z.string().nullish(), message: z.string() })
  .nullable();
/** A PaymentIntent or SetupIntent as the 3-D Secure dialog leaves it. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: z.string(),
  client_secret: z.string(),
  last_payment_error: intentErrorSchema.optional(),
  last_setup_error: intentErrorSchema.optional(),
});

/** The signed-in parent's own orders at the Host's club; their money, so never in a switched session. */
const parentsOwn = { tags: ['payments'], access: 'signed-in', scope: 'club' } as const;
const paying = { ...parentsOwn, switchedSession: 'refused' } as const;
/**
 * A card attempt's refusals; RATE_LIMITED: too many declined cards (card testing); SESSION_CANCELLED: the club has
 * cancelled a session of the order's places since it was made.
 */
const payErrors = [
  'NOT_FOUND',
  'CONFLICT',
  'HOLD_EXPIRED',
  'PAYMENT_FAILED',
  'BUSY',
  'RATE_LIMITED',
  'SESSION_CANCELLED',
] as const;
/** The sandbox's stand-in for Stripe.js: only registered when the provider is the sandbox. */
const sandboxBrowser = { ...parentsOwn, tags: ['payments'], errors: ['PAYMENT_FAILED'] } as const;

/**
 * Payments (issue 11): the payment page's order, paying it with a card, a saved card or a wallet,
 * confirming it from the provider's answer, the club's payment settings, the provider's webhooks,
 * and the sandbox's browser endpoints. A decline answers 402 `PAYMENT_FAILED` with the bank's words.
 */
export const paymentsApi = {
  paymentOrder: defineRoute({
    ...parentsOwn,
    operationId: 'paymentOrder',
    method: 'GET',
    path: '/api/payments/orders/:uuid',
    summary: "The parent's order for the payment page: amounts with fees, the wallet's request, provider, saved cards",
    params: paymentOrderParamSchema,
    response: paymentOrderResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  pay: defineRoute({
    ...paying,
    operationId: 'pay',
    method: 'POST',
    path: '/rest/v1/payments/pay',
    summary: 'Pay a pending order with a payment method (one PaymentIntent per order: it never charges twice)',
    body: payBodySchema,
    response: payResponseSchema,
    errors: [...payErrors],
  }),
  postPay: defineRoute({
    ...paying,
    operationId: 'postPay',
    method: 'POST',
    path: '/rest/v1/payments/post-pay',
    summary: 'Confirm an order from its PaymentIntent as the provider has it (after 3-D Secure); idempotent',
    body: postPayBodySchema,
    response: postPayResponseSchema,
    errors: [...payErrors, 'PAYMENT_REQUIRES_ACTION'],
  }),
  expressPay: defineRoute({
    ...paying,
    operationId: 'expressPay',
    method: 'POST',
    path: '/api/v4/parent/payments/:orderUuid/pay/:token',
    summary: "Express payment: pay an order with the wallet's card token",
    params: expressPayParamSchema,
    body: expressPayBodySchema,
    response: tokenPayResponseSchema,
    errors: [...payErrors],
  }),
  payBasket: defineRoute({
    ...paying,
    operationId: 'payBasket',
    method: 'POST',
    path: '/api/v4/parent/payments/pay',
    summary: "The basket's pay route (api_v4_pay_basket): pay an order with a new card's token or a saved card",
    body: payBasketBodySchema,
    response: tokenPayResponseSchema,
    errors: [...payErrors],
  }),
  paymentSettings: defineRoute({
    // Nobody's own: what any visitor may know of how the club charges (the fee calculators show the same).
    tags: ['payments'],
    access: 'public',
    scope: 'club',
    operationId: 'paymentSettings',
    method: 'GET',
    path: '/api/v4/parent/payments/payment-settings',
    summary: "The club's payment settings: whether it absorbs fees or passes them on, and its fee rates",
    response: paymentSettingsResponseSchema,
  }),
  paymentsWebhook: defineRoute({
    operationId: 'paymentsWebhook',
    method: 'POST',
    path: '/api/payments/webhook',
    summary: "The payment provider's events: verified on the raw body (Stripe-Signature), each processed once",
    tags: ['payments'],
    access: 'public',
    scope: 'platform',
    csrf: false,
    response: webhookResponseSchema,
    errors: ['BAD_REQUEST'],
  }),
  sandboxPaymentMethod: defineRoute({
    ...sandboxBrowser,
    operationId: 'sandboxPaymentMethod',
    method: 'POST',
    path: '/sandbox/v1/payment_methods',
    summary: "The sandbox card form: a PaymentMethod for a typed test card, on the club's account",
    body: sandboxCardBodySchema,
    response: sandboxPaymentMethodSchema,
  }),
  sandboxToken: defineRoute({
    ...sandboxBrowser,
    operationId: 'sandboxToken',
    method: 'POST',
    path: '/sandbox/v1/tokens',
    summary: "The sandbox card form: a card token for a typed test card, on the club's account",
    body: sandboxCardBodySchema,
    response: sandboxTokenSchema,
  }),
  sandboxAuthenticate: defineRoute({
    ...sandboxBrowser,
    operationId: 'sandboxAuthenticate',
    switchedSession: 'refused', // completing 3-D Secure pays with the parent's card
    method: 'POST',
    path: '/sandbox/v1/intents/:id/authenticate',
    summary: "The sandbox's 3-D Secure dialog: Complete or Fail for the parent's intent awaiting it",
    params: sandboxAuthenticateParamSchema,
    body: sandboxAuthenticateBodySchema,
    response: sandboxIntentSchema,
    errors: ['PAYMENT_FAILED', 'NOT_FOUND', 'CONFLICT'],
  }),
  sandboxRenew: defineRoute({
    ...sandboxBrowser,
    operationId: 'sandboxRenew',
    switchedSession: 'refused', // renewing charges the parent's card
    method: 'POST',
    path: '/sandbox/v1/subscriptions/:id/renew',
    summary:
      "The sandbox's clock for a plan: the parent's subscription reaches its next period and is charged off-session now (a declined card leaves it past due)",
    params: sandboxRenewParamSchema,
    response: sandboxRenewResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
