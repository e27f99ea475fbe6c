import { z } from 'zod';
import { discountCodesMessages } from '../messages/discount-codes.js';
import { MAX_ID } from '../rules/ids.js';
import { isPercentage } from '../rules/rounding.js';
import { scheduleManagers } from './admin-schedule.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { isCalendarDate } from './people.js';
import { plainText } from './text.js';

const says = discountCodesMessages.discountCodes.errors;

/** The most a fixed code may take off an order (minor units: £1,000). */
export const DISCOUNT_AMOUNT_MAX = 100_000;
/** The most uses a limit may allow. */
export const DISCOUNT_USES_MAX = 100_000;
/** The most runs, camps or terms a code may be limited to (each). */
export const DISCOUNT_SCOPE_MAX = 500;
/** The longest code: what the basket takes. */
export const DISCOUNT_CODE_MAX = 40;

const dateOrNone = z
  .string({ error: says.dateInvalid })
  .trim()
  .refine(isCalendarDate, says.dateInvalid)
  .nullable()
  .describe('club-local YYYY-MM-DD, both days included; null: no limit that side');
const usesOrNone = z
  .number({ error: says.limitInvalid })
  .int(says.limitInvalid)
  .min(1, says.limitInvalid)
  .max(DISCOUNT_USES_MAX, says.limitInvalid)
  .nullable()
  .describe('null: no limit; an order counts as a use unless cancelled');
const ids = z
  .array(z.number().int().min(1).max(MAX_ID))
  .max(DISCOUNT_SCOPE_MAX, `must be at most ${DISCOUNT_SCOPE_MAX}`);

export const discountReductionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percentage'),
      percent: z
        .number({ error: says.percentInvalid })
        .refine((p) => p > 0 && isPercentage(p), says.percentInvalid)
        .describe('0.01 to 100, at most two decimals'),
    }),
    z.object({
      kind: z.literal('fixed'),
      amount: z
        .number({ error: says.amountInvalid })
        .int(says.amountInvalid)
        .min(1, says.amountInvalid)
        .max(DISCOUNT_AMOUNT_MAX, says.amountInvalid)
        .describe('minor units, off the order’s places it applies to'),
    }),
  ],
  { error: says.kindInvalid },
);

export const discountScopeSchema = z
  .object({ runIds: ids, campIds: ids, termIds: ids })
  .describe('only places in these runs or camps, or in the runs of these terms');

/** A code as the club's managers write it; the code is kept upper case. */
export const discountCodeBodySchema = z
  .object({
    code: plainText()
      .trim()
      .min(1, says.codeMissing)
      .max(DISCOUNT_CODE_MAX, says.codeInvalid)
      .regex(/^[A-Za-z0-9-]*$/, says.codeInvalid)
      .describe('letters, digits and dashes; matched in any case'),
    reduction: discountReductionSchema,
    validFrom: dateOrNone,
    validTo: dateOrNone,
    usageLimit: usesOrNone,
    perFamilyLimit: usesOrNone,
    limitedTo: discountScopeSchema.nullable().describe('null: every class and camp'),
  })
  .superRefine((body, ctx) => {
    if (body.validFrom !== null && body.validTo !== null && body.validTo < body.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: says.validToBeforeFrom });
    const scope = body.limitedTo;
    if (scope && scope.runIds.length + scope.campIds.length + scope.termIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['limitedTo'], message: says.scopeEmpty });
  });
export type DiscountCodeBody = z.infer<typeof discountCodeBodySchema>;

export const adminDiscountCodeSchema = z.object({
  discountCodeId: z.number().int(),
  code: z.string(),
  reduction: discountReductionSchema,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perFamilyLimit: z.number().int().nullable(),
  limitedTo: discountScopeSchema.nullable(),
  paused: z.boolean(),
  used: z.number().int().describe('orders that used it and are not cancelled'),
  appliesTo: z.array(z.string()).describe('what a limited code applies to, in words; empty: everything'),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const discountCodeUseSchema = z.object({
  orderId: z.number().int(),
  familyName: z.string().describe('the parent who ordered'),
  createdAt: z.number().int().describe('epoch seconds'),
  status: z.string().describe('pending | completed | cancelled (a cancelled order is not a use)'),
});
export type DiscountCodeUse = z.infer<typeof discountCodeUseSchema>;

export const discountCodesResponseSchema = z.object({
  discountCodes: z.array(adminDiscountCodeSchema).describe('by code'),
});
export const discountCodeResponseSchema = z.object({ discountCode: adminDiscountCodeSchema });
export const discountCodeDetailResponseSchema = z.object({
  discountCode: adminDiscountCodeSchema,
  uses: z.array(discountCodeUseSchema).describe('the orders that used it, newest first'),
});
export const discountCodeDeletedResponseSchema = z.object({
  outcome: z
    .enum(['deleted', 'retired'])
    .describe('retired: orders used it, so it is kept for them but gone from the list and refused as unknown'),
});

const admin = { tags: ['booking'], access: scheduleManagers, scope: 'club' } as const;
/** Changing a code changes what parents pay: the staff's own act, never support's in a switched session. */
const change = { ...admin, method: 'POST', switchedSession: 'refused' } as const;
const codeParam = idParam('discountCodeId');

/** The club's discount codes (/cms/settings/discount-codes); the basket applies them (`rules/discount-code.ts`). */
export const discountCodesApi = {
  discountCodes: defineRoute({
    ...admin,
    operationId: 'discountCodes',
    method: 'GET',
    path: '/api/v4/client/discount-codes',
    summary: "The club's discount codes, with how often each was used",
    response: discountCodesResponseSchema,
  }),
  discountCode: defineRoute({
    ...admin,
    operationId: 'discountCode',
    method: 'GET',
    path: '/api/v4/client/discount-codes/:discountCodeId',
    summary: 'One discount code, with the orders that used it',
    params: codeParam,
    response: discountCodeDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  createDiscountCode: defineRoute({
    ...change,
    operationId: 'createDiscountCode',
    path: '/api/v4/client/discount-codes',
    summary: 'Add a discount code',
    body: discountCodeBodySchema,
    response: discountCodeResponseSchema,
  }),
  updateDiscountCode: defineRoute({
    ...change,
    operationId: 'updateDiscountCode',
    path: '/api/v4/client/discount-codes/:discountCodeId',
    summary: 'Change a discount code; orders already made keep what it took off them',
    params: codeParam,
    body: discountCodeBodySchema,
    response: discountCodeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  pauseDiscountCode: defineRoute({
    ...change,
    operationId: 'pauseDiscountCode',
    path: '/api/v4/client/discount-codes/:discountCodeId/pause',
    summary: 'Pause a discount code: parents are refused it until it is resumed',
    params: codeParam,
    response: discountCodeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  resumeDiscountCode: defineRoute({
    ...change,
    operationId: 'resumeDiscountCode',
    path: '/api/v4/client/discount-codes/:discountCodeId/resume',
    summary: 'Resume a paused discount code',
    params: codeParam,
    response: discountCodeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteDiscountCode: defineRoute({
    ...change,
    operationId: 'deleteDiscountCode',
    path: '/api/v4/client/discount-codes/:discountCodeId/delete',
    summary: 'Delete a discount code; one that orders used is retired instead, so those orders keep it',
    params: codeParam,
    response: discountCodeDeletedResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
