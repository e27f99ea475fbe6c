import { savedCardsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { countingDeclines, type PaymentsDeps } from '../payments/index.js';
import { addSavedCard, deleteSavedCard, listSavedCards } from './saved-cards.js';

/** The parent's saved cards (docs/payments.md "Saved cards"): the spec's paths for each act share one handler. */
export function savedCardsRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  for (const route of [savedCardsApi.paymentMethods, savedCardsApi.personSavedCards]) {
    registerRoute(app, route, async ({ request, club }) => listSavedCards(deps, club, requireAuth(request).user.id));
  }
  for (const route of [
    savedCardsApi.createPaymentMethod,
    savedCardsApi.addSavedCard,
    savedCardsApi.addNewPaymentMethod,
  ]) {
    registerRoute(app, route, async ({ request, club, body }) => ({
      data: await countingDeclines(deps, request, null, () =>
        addSavedCard(deps, club, requireAuth(request).user.id, body.paymentMethodId),
      ),
    }));
  }
  registerRoute(app, savedCardsApi.deleteSavedCard, async ({ request, club, body }) => ({
    data: await deleteSavedCard(deps, club, requireAuth(request).user.id, body.cardId),
  }));
}
