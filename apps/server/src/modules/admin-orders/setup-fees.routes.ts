import { setupFeesApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { createSetupFees } from './create-setup-fees.js';
import { resetSetupFees } from './reset-setup-fees.js';
import { setupFeeContacts } from './setup-fee-contacts.js';
import type { SetupFeesDeps } from './setup-fees-deps.js';

export function setupFeesRoutes(app: FastifyInstance, deps: SetupFeesDeps): void {
  registerRoute(app, api.resetSetupFees, async ({ request, club }) =>
    resetSetupFees(deps, club, actorOf(requireAuth(request))),
  );
  registerRoute(app, api.setupFeeContacts, async ({ club, query }) => setupFeeContacts(deps, club, query));
  registerRoute(app, api.createSetupFees, async ({ request, club, body }) =>
    createSetupFees(deps, club, body, requestFacts(request, deps.publicUrl).origin),
  );
}
