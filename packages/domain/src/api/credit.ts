import { z } from 'zod';
import { defineRoute } from './define-route.js';

/** The signed-in parent's credit with one club: what their next booking there spends first. */
export const familyCreditSchema = z.object({
  clientId: z.number().int(),
  clubName: z.string(),
  balance: z.number().int().describe("minor units: the sum of the family's credit ledger with the club"),
  currency: z.string().describe('ISO 4217'),
});
export type FamilyCreditBalance = z.infer<typeof familyCreditSchema>;
export const familyCreditResponseSchema = z.object({
  data: z.array(familyCreditSchema).describe('each club the parent has credit with, by name (none: an empty list)'),
});

/** A family's credit for later bookings (docs/payments.md, "Credit for a later booking"). */
export const creditApi = {
  familyCredit: defineRoute({
    operationId: 'familyCredit',
    method: 'GET',
    path: '/api/v4/parent/credit',
    summary: "The signed-in parent's credit with each club (from places cancelled under a club's credit policy)",
    tags: ['credit'],
    access: 'signed-in',
    scope: 'platform',
    response: familyCreditResponseSchema,
  }),
};
