import { z } from 'zod';
import { paySettingsMessages } from '../messages/pay-settings.js';
import { MAX_ID } from '../rules/ids.js';
import { idempotencyKeySchema } from './booking.js';
import { defineRoute } from './define-route.js';

const texts = paySettingsMessages.paySettings;
const bodyId = z.number().int().min(1).max(MAX_ID);

/** The contacts table of 'Create new setup fees' shows this many rows at most (spec §9: page size 50). */
export const SETUP_FEE_PAGE_SIZE = 50;
const flag = z.enum(['1', '0']).optional();
export const setupFeeContactsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(SETUP_FEE_PAGE_SIZE).default(SETUP_FEE_PAGE_SIZE),
  inProgramme: flag.describe("'1': only children booked in a class of the current or a later term"),
  inCamp: flag.describe("'1': only children booked in a camp"),
});
export type SetupFeeContactsQuery = z.input<typeof setupFeeContactsQuerySchema>;
/** Spec §3 "Contact for setup fees". */
export const setupFeeContactSchema = z.object({
  childId: z.number(),
  childFirstName: z.string(),
  childLastName: z.string(),
  parentName: z.string(),
  inProgramme: z.enum(['Yes', 'No']),
  inCamp: z.enum(['Yes', 'No']),
  setupFeePaid: z.enum(['1', '0']).describe("'1' means paid (a current fee)"),
  setupFeePending: z.boolean().describe('An order with a setup fee for the child is waiting for payment'),
});
export type SetupFeeContact = z.infer<typeof setupFeeContactSchema>;
export const setupFeeContactsResponseSchema = z.object({
  contacts: z.array(setupFeeContactSchema),
  total: z.number().int(),
});

export const createSetupFeesBodySchema = z.object({
  children: z.array(bodyId).min(1, texts.selectOneContact).max(SETUP_FEE_PAGE_SIZE),
  idempotencyKey: idempotencyKeySchema.describe(
    "The client's key for this request: a repeat with it (a double submit) answers the orders it made, never more",
  ),
});
export const createSetupFeesResponseSchema = z.object({
  orders: z.array(z.object({ uuid: z.string(), parentName: z.string(), childIds: z.array(z.number()) })),
  skipped: z.array(z.number()).describe('Children who already have a setup fee, paid or in an order'),
});
export type CreateSetupFeesBody = z.infer<typeof createSetupFeesBodySchema>;
export type CreateSetupFeesResponse = z.infer<typeof createSetupFeesResponseSchema>;
export const resetSetupFeesResponseSchema = z.object({
  data: z.object({ resetAt: z.number().int().describe('epoch seconds') }),
});

/** The club's managers with financial access: setup fees are the club's money (the orders admin's area). */
const setupFeeStaff = {
  tags: ['admin-orders'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;

/**
 * The setup-fee admin tools (Club Settings' "Admin tools"): reset every member's fee, and make setup-fee orders for
 * chosen children. They are orders, so they belong to the orders admin (modules/admin-orders), which also marks fees.
 */
export const setupFeesApi = {
  resetSetupFees: defineRoute({
    ...setupFeeStaff,
    operationId: 'resetSetupFees',
    switchedSession: 'refused', // setup fees are the club's money
    method: 'POST',
    path: '/api/settings/reset-setup-fees',
    summary: 'Reset setup fees: every member ends with no setup fee (a new membership year)',
    response: resetSetupFeesResponseSchema,
  }),
  setupFeeContacts: defineRoute({
    ...setupFeeStaff,
    operationId: 'setupFeeContacts',
    method: 'GET',
    path: '/api/settings/setup-fee-contacts',
    summary: "The club's children for 'Create new setup fees': from Start, Count of them, whether each has paid",
    query: setupFeeContactsQuerySchema,
    response: setupFeeContactsResponseSchema,
  }),
  createSetupFees: defineRoute({
    ...setupFeeStaff,
    operationId: 'createSetupFees',
    switchedSession: 'refused', // setup fees are the club's money
    method: 'POST',
    path: '/api/settings/create-setup-fees',
    summary: 'A setup-fee order (for the parent to pay) for every selected child who has no setup fee',
    body: createSetupFeesBodySchema,
    response: createSetupFeesResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
