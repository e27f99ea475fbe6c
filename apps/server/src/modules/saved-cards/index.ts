import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { paymentsDeps } from '../payments/index.js';
import { savedCardsRoutes } from './saved-cards.routes.js';

/** Saved cards (docs/payments.md): the cards a parent keeps with the club's provider account. */
export const savedCardsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  savedCardsRoutes(app, paymentsDeps(deps));
};
