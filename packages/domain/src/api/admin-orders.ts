import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { orderStatuses } from './booking.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { listSearchSchema, pageNumberSchema } from './paging.js';
import { plainText } from './text.js';

const epochSeconds = z.number().int().describe('epoch seconds');
const minorUnits = z.number().int().describe('minor units');
const bodyId = z.number().int().min(1).max(MAX_ID);

/** Orders tables page on the server by this many rows (spec: page size 50). */
export const ORDERS_PAGE_SIZE = 50;

/** An order as stored (`orderStatuses`): pending payment, completed (paid, or booked at no cost), or cancelled. */
export type OrderStatus = (typeof orderStatuses)[number];
/** What the list filters on: a stored status, or 'refunded' (any money given back, whole or part). */
export const orderFilterStatuses = [...orderStatuses, 'refunded'] as const;
export type OrderFilterStatus = (typeof orderFilterStatuses)[number];
export const orderSorts = ['created', 'total'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** A query string's whole number (the list's page, a term's id). */
const queryId = z.coerce.number().int().min(1).max(MAX_ID);

export const ordersListQuerySchema = z.object({
  page: pageNumberSchema,
  sort: z.enum(orderSorts).default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(orderFilterStatuses).optional(),
  termId: queryId.optional(),
  search: listSearchSchema,
});
export type OrdersListQuery = z.input<typeof ordersListQuerySchema>;
/** The list's query once read: every default in place. */
export type OrdersListParams = z.output<typeof ordersListQuerySchema>;

export const orderParentSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const orderSummarySchema = z.object({
  orderId: z.number(),
  uuid: z.string(),
  status: z.enum(orderStatuses),
  createdAt: epochSeconds,
  total: minorUnits,
  /** The fee the club passed on to the parent, fixed at checkout: its own line (0 when the club absorbs fees). */
  passingOnFee: minorUnits,
  /** total − any credit spent + passingOnFee (`amountToPay`): what the parent pays and the card is charged. */
  totalToPay: minorUnits,
  /** What the card payment took (the total and any passing-on fee); null when nothing was paid by card. */
  paid: minorUnits.nullable(),
  refunded: minorUnits,
  parent: orderParentSchema.omit({ phone: true }),
  /** The first names of the children the order is for, as one line. */
  children: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersListResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type OrdersListResponse = z.infer<typeof ordersListResponseSchema>;

export const outstandingQuerySchema = z.object({ termId: queryId });
export const outstandingOrdersResponseSchema = z.object({
  termId: z.number(),
  orders: z.array(orderSummarySchema),
  /** What the orders will charge together (each one's totalToPay). */
  totalOutstanding: minorUnits,
});
export type OutstandingOrdersResponse = z.infer<typeof outstandingOrdersResponseSchema>;

export const adminOrderLineSchema = z.object({
  position: z.number().int(),
  /** term | trial | trial-conversion | camp-week | camp-days | setup-fee | sibling-discount | discount-code | custom */
  kind: z.string(),
  childId: z.number().nullable(),
  childName: z.string().nullable(),
  /** The run's class name, the camp's name, or a custom line's words; null for a setup fee or a discount. */
  title: z.string().nullable(),
  amount: minorUnits.describe('negative for a discount'),
});

export const orderBookingSchema = z.object({
  bookingId: z.number(),
  bookingRef: z.string(),
  childName: z.string().nullable(),
  title: z.string().nullable(),
  kind: z.string().nullable(),
  /** A camp day's date, club-local YYYY-MM-DD; null for a run's place. */
  day: z.string().nullable(),
  status: z.enum(['confirmed', 'cancelled']),
});

export const orderPaymentSchema = z.object({
  amount: minorUnits,
  /** The passing-on fee within `amount`. */
  fee: minorUnits,
  currency: z.string(),
  /** The provider's: succeeded, requires_action, requires_payment_method… */
  status: z.string(),
  /** The card that paid (brand as the provider names it: visa, mastercard…); null until known. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: epochSeconds,
});

export const orderRefundSchema = z.object({ amount: minorUnits, reason: z.string(), createdAt: epochSeconds });

export const adminOrderSchema = z.object({
  orderId: z.number(),
  uuid: z.string(),
  status: z.enum(orderStatuses),
  createdAt: epochSeconds,
  completedAt: epochSeconds.nullable(),
  parent: orderParentSchema,
  lines: z.array(adminOrderLineSchema),
  subtotal: minorUnits,
  discounts: minorUnits,
  total: minorUnits,
  /** The family's credit spent on the order, fixed at checkout: its own line (0: none). */
  creditApplied: minorUnits,
  /** The fee the club passed on to the parent, fixed at checkout: its own line (0 when the club absorbs fees). */
  passingOnFee: minorUnits,
  /** total − creditApplied + passingOnFee (`amountToPay`): what the parent pays and the card is charged. */
  totalToPay: minorUnits,
  payments: z.array(orderPaymentSchema),
  refunds: z.array(orderRefundSchema),
  bookings: z.array(orderBookingSchema),
  refunded: minorUnits,
  /** What is left to give back of what was paid by card (0 when nothing was). */
  refundable: minorUnits,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderParamSchema = idParam('orderId');

export const refundOrderBodySchema = z.object({
  /** Minor units; what is left refundable when left out. */
  amount: z.number().int('must be a whole number of pence').min(1, 'must be at least 1').optional(),
  reason: plainText().trim().min(1, 'Reason is required').max(500, 'must be at most 500 characters'),
  /** The order's bookings to cancel with the refund (their places freed); none: money only. */
  bookingIds: z.array(bodyId).max(500).optional(),
  /** Names this refund: a retry with the same key refunds once. */
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(100),
});
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>;

/** Most lines one custom order may have, and most one line may charge (minor units: £10,000). */
export const CUSTOM_ORDER_MAX_LINES = 20;
export const CUSTOM_LINE_MAX_AMOUNT = 1_000_000;

export const customOrderLineSchema = z.object({
  description: plainText().trim().min(1, 'Say what the line is for').max(120, 'must be at most 120 characters'),
  amount: z
    .number()
    .int('must be a whole number of pence')
    .min(1, 'must be at least 1p')
    .max(CUSTOM_LINE_MAX_AMOUNT, 'must be at most £10,000'),
});

/** An order staff make for a family with lines of their own (kit, a workshop, a late fee), paid like any other. */
export const customOrderBodySchema = z.object({
  parentId: bodyId,
  /** The child the order is for, if any: shown on every line. */
  childId: bodyId.nullable().optional(),
  lines: z
    .array(customOrderLineSchema)
    .min(1, 'Add at least one line')
    .max(CUSTOM_ORDER_MAX_LINES, `must be at most ${CUSTOM_ORDER_MAX_LINES} lines`),
  /** Names this order: a retry with the same key answers the order it made. */
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(100),
});
export type CustomOrderBody = z.infer<typeof customOrderBodySchema>;
export const customOrderResponseSchema = z.object({ orderId: z.number(), uuid: z.string() });

export const setupFeeStatuses = ['1', '0'] as const;
export const setupFeeParamSchema = idParam('childId');
/** Spec: setupFeePaid '1' means paid. */
export const setupFeeBodySchema = z.object({ status: z.enum(setupFeeStatuses) });
export const setupFeeResponseSchema = z.object({ childId: z.number(), setupFeePaid: z.enum(setupFeeStatuses) });

/** The club's managers with financial access (and platform managers): orders are money. */
const finance = {
  tags: ['admin-orders'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;

/** The orders admin (spec §2 "orders list and order view", "mark setup fee with status", outstanding orders per term). */
export const adminOrdersApi = {
  adminOrdersList: defineRoute({
    ...finance,
    operationId: 'adminOrdersList',
    method: 'GET',
    path: '/api/v4/orders',
    summary: "The club's orders, 50 a page: filtered by status, term and a search of order ref, parent name or email",
    query: ordersListQuerySchema,
    response: ordersListResponseSchema,
  }),
  adminOutstandingOrders: defineRoute({
    ...finance,
    operationId: 'adminOutstandingOrders',
    method: 'GET',
    path: '/api/v4/orders/outstanding',
    summary: 'Orders of a term still waiting for payment, oldest first, with what they add up to',
    query: outstandingQuerySchema,
    response: outstandingOrdersResponseSchema,
  }),
  adminOrder: defineRoute({
    ...finance,
    operationId: 'adminOrder',
    method: 'GET',
    path: '/api/v4/orders/order/:orderId',
    summary: 'One order: its parent, lines, payment, refunds, bookings and what is left to refund',
    params: orderParamSchema,
    response: adminOrderSchema,
  }),
  refundOrder: defineRoute({
    ...finance,
    operationId: 'refundOrder',
    switchedSession: 'refused', // money leaves the club: its financial staff's own act
    method: 'POST',
    path: '/api/v4/orders/order/:orderId/refund',
    summary: 'Give back money paid for an order, whole or part, cancelling the bookings chosen (their places freed)',
    params: orderParamSchema,
    body: refundOrderBodySchema,
    response: adminOrderSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT', 'PAYMENT_FAILED', 'RATE_LIMITED'], // RATE_LIMITED: refunds an hour
  }),
  createCustomOrder: defineRoute({
    ...finance,
    operationId: 'createCustomOrder',
    switchedSession: 'refused', // an order a family owes: the club's money
    method: 'POST',
    path: '/api/v4/orders/order/custom',
    summary: 'Make an order for a family with lines of its own, waiting for the parent to pay (send its invoice next)',
    body: customOrderBodySchema,
    response: customOrderResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  markSetupFee: defineRoute({
    ...finance,
    operationId: 'markSetupFee',
    switchedSession: 'refused', // records money as received
    method: 'POST',
    path: '/api/v4/orders/setup-fee/:childId',
    summary: "Mark a child's setup fee paid ('1', paid outside the site) or not ('0', undoing such a mark)",
    params: setupFeeParamSchema,
    body: setupFeeBodySchema,
    response: setupFeeResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
