import { z } from 'zod';
import { bookingMessages } from '../messages/booking.js';
import type { DiscountCodeRefusal } from '../rules/discount-code.js';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { classTimeSchema } from './schedule.js';
import { plainText } from './text.js';

/** An id in a JSON body: a whole number a row can have. */
const bodyId = z.number().int().min(1).max(MAX_ID);
/** Epoch seconds of a session or camp day, as the schedule gives them. */
const epochSeconds = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32);

/** What a parent puts in the basket, for one of their children: one item is held as one or more places. */
export const addToBasketBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('term'), childId: bodyId, runId: bodyId }),
  z.object({
    type: z.literal('trial'),
    childId: bodyId,
    runId: bodyId,
    sessionStart: epochSeconds.describe('the chosen session (its startTime in the schedule)'),
  }),
  z.object({ type: z.literal('camp-week'), childId: bodyId, campId: bodyId, weekId: bodyId }),
  z.object({
    type: z.literal('camp-days'),
    childId: bodyId,
    campId: bodyId,
    weekId: bodyId,
    dayStarts: z.array(epochSeconds).min(1).max(7).describe('the chosen days of the week (their startTime)'),
  }),
]);
export type AddToBasketBody = z.infer<typeof addToBasketBodySchema>;
export const basketItemTypes = ['term', 'trial', 'camp-week', 'camp-days'] as const;

/** What a parent types as a discount code (matched without regard to case or surrounding spaces). */
export const discountCodeSchema = plainText()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .describe("a club's discount code, as the parent typed it");
export const basketQuerySchema = z.object({ discountCode: discountCodeSchema.optional() });

const discountCodeRefusals = Object.keys(bookingMessages.booking.discountCode) as [
  DiscountCodeRefusal,
  ...DiscountCodeRefusal[],
];

export const basketItemParamSchema = z.object({ itemUuid: z.uuid() });
export const orderUuidParamSchema = z.object({ uuid: z.uuid() });

/** What tells two places of one class apart (two Gymnastics terms): its term, venue, weekly times and sessions. */
const placeFacts = {
  termName: z.string().nullable().describe("the run's term; null for a camp or a line that is no place"),
  venueName: z.string().nullable().describe("the run's or camp's venue; null for a line that is no place"),
  classTimes: z
    .array(classTimeSchema)
    .describe("the run's weekly days and start times in the club's wall time (none for a camp or a fee)"),
  sessions: z
    .object({ charged: z.number().int(), total: z.number().int() })
    .nullable()
    .describe("a term place's sessions charged for out of the term's (fewer: a part term); null for the rest"),
};

/** One line of a priced basket or order, in minor units; a discount's amount is negative. */
export const orderLineSchema = z.object({
  type: z.enum([
    'term',
    'trial',
    'trial-conversion',
    'camp-week',
    'camp-days',
    'plan',
    'setup-fee',
    'sibling-discount',
    'discount-code',
    'custom',
  ]),
  description: z.string().describe("What the line is for, as a parent reads it ('Mini Kickers – Term')"),
  childId: z.number().nullable(),
  childName: z.string().nullable(),
  runId: z.number().nullable(),
  campId: z.number().nullable(),
  /** Epoch seconds: the trial session, the camp days, or the sessions charged for a term. */
  dates: z.array(z.number()),
  amount: z.number().int(),
  payable: z.number().int().describe('what is left to pay on the line once discounts are taken off it'),
  monthlyPlan: z
    .object({
      price: z.number().int(),
      trialDays: z.number().int(),
      billingDay: z
        .number()
        .int()
        .nullable()
        .optional()
        .describe('the day of the month it is taken; null: when its free days end'),
    })
    .nullable()
    .describe("a monthly plan's price a month and free days (its amount is 0: the subscription pays it); else null"),
  ...placeFacts,
});

const totalsSchema = {
  lines: z.array(orderLineSchema),
  subtotal: z.number().int(),
  discounts: z.number().int().describe('every discount together, positive'),
  total: z.number().int().describe('subtotal − discounts: what the club is paid for the order'),
  creditApplied: z
    .number()
    .int()
    .describe(
      "the family's credit with the club spent on the order, shown as its own line (`amountToPay`: never more than total)",
    ),
  passingOnFee: z
    .number()
    .int()
    .describe(
      'the fee the club passes on to the parent on what is left after credit, its own line (0 when the club absorbs fees)',
    ),
  totalToPay: z
    .number()
    .int()
    .describe('total − creditApplied + passingOnFee (`amountToPay`): what the parent pays and the card is charged'),
  currency: z.string(),
};

export const basketItemSchema = z.object({
  itemId: z.uuid(),
  type: z.enum(basketItemTypes),
  childId: z.number(),
  childName: z.string(),
  className: z.string(),
  runId: z.number().nullable(),
  campId: z.number().nullable(),
  weekId: z.number().nullable(),
  /** Epoch seconds: the trial session, or the camp days held. */
  dates: z.array(z.number()),
  amount: z
    .number()
    .int()
    .describe("the item's own price, what the subtotal was summed from (camp days: what they added to the week)"),
  monthlyPlan: z
    .object({
      price: z.number().int(),
      trialDays: z.number().int(),
      billingDay: z
        .number()
        .int()
        .nullable()
        .optional()
        .describe('the day of the month it is taken; null: when its free days end'),
    })
    .nullable()
    .describe("a monthly plan's price a month and free days (its amount is 0); else null"),
  cappedAtWeekPrice: z.boolean().describe("the camp's week price capped this item's days"),
  ...placeFacts,
  expiresAt: z.string().describe('ISO 8601: when the places of this item stop being held'),
  offered: z
    .boolean()
    .describe(
      "a place offered to the family (from a waiting list, or a priority offer of a new term): held until its offer ends (expiresAt), not the basket's minutes",
    ),
});
export const basketResponseSchema = z.object({
  items: z.array(basketItemSchema),
  ...totalsSchema,
  holdMinutes: z.number().int().describe('how long the club holds a place put in the basket'),
  discountCode: z
    .object({
      code: z.string().describe('as the club spells it (upper case)'),
      refusal: z.enum(discountCodeRefusals).nullable().describe('why it is not applied, or null when it is'),
    })
    .nullable()
    .describe('the code asked for in the query, or null'),
});

export const orderStatuses = ['pending', 'completed', 'cancelled'] as const;
export const orderResponseSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  ...totalsSchema,
  cancelledLines: z
    .array(z.number().int())
    .describe('indexes into `lines` of the places since cancelled (by the parent or the club)'),
  refunds: z
    .array(z.object({ amount: z.number().int().describe('minor units'), createdAt: z.string().describe('ISO 8601') }))
    .describe('money given back from its card payment, oldest first'),
  payBy: z
    .string()
    .nullable()
    .describe(
      'ISO 8601, a pending order holding places: when the first of them stops being held (its deadline to pay); else null',
    ),
});

/** A family's orders waiting for payment: each pending order whose places are all still held, oldest first. */
export const awaitingPaymentResponseSchema = z.object({ data: z.array(orderResponseSchema) });

/** The client's key for one attempt at checking out: a retry with the same key answers the same order. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(100, 'must be at most 100 characters');

/**
 * Checkout: the basket items the parent sees (an item no longer held answers 409 naming it), and
 * children asking for a setup fee (`orderItemType: 'setup-fee'`, the spec's setup-fee order).
 */
export const createOrderBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    items: z.array(z.uuid()).max(50, 'must be at most 50 items').default([]),
    children: z.array(bodyId).max(20, 'must be at most 20 children').default([]),
    orderItemType: z.literal('setup-fee').optional(),
    discountCode: discountCodeSchema.optional(),
  })
  .refine((body) => body.items.length > 0 || body.children.length > 0, {
    message: bookingMessages.booking.basketEmpty,
    path: ['items'],
  });
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/**
 * Book Now: complete a pending order of zero, or, with no order, check out the whole basket (with
 * a discount code, if any) and complete it.
 */
export const bookNowBodySchema = z
  .object({
    orderId: z.uuid().optional(),
    idempotencyKey: idempotencyKeySchema.optional(),
    discountCode: discountCodeSchema.optional(),
  })
  .refine((body) => body.orderId !== undefined || body.idempotencyKey !== undefined, {
    message: 'is required when no orderId is given',
    path: ['idempotencyKey'],
  })
  .refine((body) => body.orderId === undefined || body.discountCode === undefined, {
    message: 'is for checking out the basket: an order is priced when it is made',
    path: ['discountCode'],
  });
export const bookNowResponseSchema = z.object({ data: z.object({ uuid: z.uuid() }) });

export type BasketItem = z.infer<typeof basketItemSchema>;
export type BasketResponse = z.infer<typeof basketResponseSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type AwaitingPaymentResponse = z.infer<typeof awaitingPaymentResponseSchema>;
export type OrderLineView = z.infer<typeof orderLineSchema>;

/** The signed-in parent's own basket and orders at the Host's club. */
const parentsOwn = { tags: ['booking'], access: 'signed-in', scope: 'club' } as const;
/** FORBIDDEN: an invite-only run or camp the account was not invited to. */
const placeTaking = [
  'NOT_FOUND',
  'CONFLICT',
  'CAPACITY_EXCEEDED',
  'HOLD_EXPIRED',
  'BUSY',
  'FORBIDDEN',
  'QUESTIONS_UNANSWERED',
] as const;

export const bookingApi = {
  basket: defineRoute({
    ...parentsOwn,
    operationId: 'basket',
    method: 'GET',
    path: '/api/v4/parent/basket',
    summary:
      "The parent's basket at the Host's club: each item's held places and their expiry, priced (with the discount code asked for, when it applies)",
    query: basketQuerySchema,
    response: basketResponseSchema,
    errors: ['RATE_LIMITED'], // too many codes guessed
  }),
  addToBasket: defineRoute({
    ...parentsOwn,
    operationId: 'addToBasket',
    method: 'POST',
    path: '/api/v4/parent/basket/add',
    summary: "Hold a place (a term, a trial session, a camp week or days) for one of the parent's children",
    body: addToBasketBodySchema,
    response: basketResponseSchema,
    errors: [...placeTaking],
  }),
  removeFromBasket: defineRoute({
    ...parentsOwn,
    operationId: 'removeFromBasket',
    method: 'POST',
    path: '/api/v4/parent/basket/:itemUuid/remove',
    summary: 'Take an item out of the basket, releasing its places at once',
    params: basketItemParamSchema,
    response: basketResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  createOrder: defineRoute({
    ...parentsOwn,
    operationId: 'createOrder',
    method: 'POST',
    path: '/api/orders/order/create',
    summary: 'Check out: the basket items (and setup fees asked for) become a pending order, its places held on',
    tags: ['booking'],
    body: createOrderBodySchema,
    response: orderResponseSchema,
    // RATE_LIMITED: too many codes guessed; SESSION_CANCELLED: a place's session cancelled by the club meanwhile
    errors: [...placeTaking, 'DISCOUNT_CODE_REFUSED', 'RATE_LIMITED', 'SESSION_CANCELLED'],
  }),
  bookNow: defineRoute({
    ...parentsOwn,
    operationId: 'bookNow',
    method: 'POST',
    path: '/rest/v1/payments/book',
    summary:
      'Book Now: complete an order of zero (or check out the whole basket when it costs nothing), confirming its places',
    tags: ['payments'],
    body: bookNowBodySchema,
    response: bookNowResponseSchema,
    // RATE_LIMITED: too many codes guessed; SESSION_CANCELLED: a place's session cancelled by the club meanwhile
    errors: [...placeTaking, 'DISCOUNT_CODE_REFUSED', 'RATE_LIMITED', 'SESSION_CANCELLED'],
  }),
  awaitingPayment: defineRoute({
    ...parentsOwn,
    operationId: 'awaitingPayment',
    method: 'GET',
    path: '/api/v4/parent/orders/awaiting-payment',
    summary:
      "The parent's orders at the Host's club waiting for payment, each holding its places until `payBy`, oldest first",
    tags: ['booking'],
    response: awaitingPaymentResponseSchema,
  }),
  cancelAwaitingOrder: defineRoute({
    ...parentsOwn,
    operationId: 'cancelAwaitingOrder',
    method: 'POST',
    path: '/api/v4/parent/orders/:uuid/cancel',
    summary:
      "Cancel one of the parent's orders waiting for payment: its held places are released at once (a cancelled order answers as it is)",
    tags: ['booking'],
    params: orderUuidParamSchema,
    response: orderResponseSchema,
    switchedSession: 'refused', // giving up the family's places: their own decision
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSY'], // CONFLICT: the order is paid
  }),
  order: defineRoute({
    operationId: 'order',
    method: 'GET',
    path: '/api/orders/order/:uuid',
    summary:
      "One order: its lines, children, dates, amounts and status, for the parent who owns it and the club's organisers with financial access",
    tags: ['booking'],
    access: 'signed-in',
    scope: 'club',
    params: orderUuidParamSchema,
    response: orderResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
