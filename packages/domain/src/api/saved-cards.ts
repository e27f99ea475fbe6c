import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { paymentOrderSchema, providerId, savedCardSchema } from './payments.js';

/** The parent's saved cards at the club, and what the card collector needs to add one. */
export const savedCardsResponseSchema = z.object({
  data: z.array(savedCardSchema).describe('newest first'),
  provider: paymentOrderSchema.shape.provider.describe("the card collector's provider, for adding a card"),
});
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

export const addSavedCardBodySchema = z.object({
  paymentMethodId: providerId('payment method').describe('made by the card collector in the browser (`pm_…`)'),
});
/** A card being saved: done, or waiting for the bank's 3-D Secure check in the browser (`confirmCardSetup`). */
export const addSavedCardResponseSchema = z.object({
  data: z.object({
    status: z.enum(['succeeded', 'requires_action']),
    setupIntentId: z.string(),
    clientSecret: z.string().describe("the SetupIntent's, for the card collector"),
    card: savedCardSchema,
  }),
});
export type AddSavedCardAnswer = z.infer<typeof addSavedCardResponseSchema>['data'];

export const deleteSavedCardBodySchema = z.object({ cardId: providerId('saved card') });
export const deleteSavedCardResponseSchema = z.object({ data: z.object({ id: z.string() }) });

/** The parent's own cards at the Host's club. Support switched into the parent may see them, to help. */
const parentsCards = { tags: ['saved-cards'], access: 'signed-in', scope: 'club' } as const;
/** Saving or deleting a card is the parent's own act with their money: never in a switched session. */
const parentsAct = { ...parentsCards, switchedSession: 'refused' } as const;
const list = {
  ...parentsCards,
  method: 'GET',
  summary: "The parent's cards saved at the club (brand, last 4, expiry), newest first",
  response: savedCardsResponseSchema,
} as const;
const add = {
  ...parentsAct,
  method: 'POST',
  summary:
    "Save a card made in the browser for the parent, set up for later payments (the bank's 3-D Secure check now, if it asks)",
  body: addSavedCardBodySchema,
  response: addSavedCardResponseSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'PAYMENT_FAILED', 'RATE_LIMITED'], // RATE_LIMITED: too many declined cards
} as const;

/**
 * Saved cards (issue 11): listing, adding (a SetupIntent, so a card is checked and authenticated
 * once) and deleting the parent's cards, each on the club's connected account for the parent's
 * customer. The spec names several paths for the same act: each is one implementation.
 */
export const savedCardsApi = {
  paymentMethods: defineRoute({ ...list, operationId: 'paymentMethods', path: '/rest/v1/payments/payment-methods' }),
  personSavedCards: defineRoute({
    ...list,
    operationId: 'personSavedCards',
    path: '/api/v4/people/person/saved-cards',
  }),
  createPaymentMethod: defineRoute({
    ...add,
    operationId: 'createPaymentMethod',
    path: '/rest/v1/payments/create-payment-method',
  }),
  addSavedCard: defineRoute({ ...add, operationId: 'addSavedCard', path: '/api/v4/parent/payments/saved-cards/add' }),
  addNewPaymentMethod: defineRoute({
    ...add,
    operationId: 'addNewPaymentMethod',
    path: '/api/v4/people/add_new_payment_method',
  }),
  deleteSavedCard: defineRoute({
    ...parentsAct,
    operationId: 'deleteSavedCard',
    method: 'POST',
    path: '/api/v4/parent/payments/saved-cards/delete',
    summary: "Delete one of the parent's saved cards: gone for good",
    body: deleteSavedCardBodySchema,
    response: deleteSavedCardResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
