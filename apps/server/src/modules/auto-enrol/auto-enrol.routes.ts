import { autoEnrolApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';
import { autoEnrolTerm } from './auto-enrol-term.js';
import { sendPriorityOffers } from './send-offers.js';
import { saveTermOpenings } from './term-openings.js';

export function autoEnrolRoutes(app: FastifyInstance, deps: AutoEnrolDeps): void {
  const api = autoEnrolApi;
  registerRoute(app, api.autoEnrolTerm, async ({ club, params }) => ({
    data: await autoEnrolTerm(deps, club, params.termId),
  }));
  registerRoute(app, api.sendPriorityOffers, async ({ club, params, body }) => ({
    data: await sendPriorityOffers(deps, club, params.termId, body),
  }));
  registerRoute(app, api.saveTermOpenings, async ({ club, params, body }) => ({
    data: await saveTermOpenings(deps, club, params.termId, body),
  }));
}
