import { platformConsoleApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { setClientFeature, setClientRates, setClientSkin, setClientSuspended } from './client-changes.js';
import { clientDetail } from './client-detail.js';
import type { ConsoleDeps } from './console-deps.js';
import { clientsCsv, listClients } from './list-clients.js';

export function platformConsoleRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  registerRoute(app, api.consoleClients, async ({ query }) => listClients(deps, query));
  registerRoute(app, api.consoleClientsCsv, async ({ query, reply }) => sendCsv(reply, await clientsCsv(deps, query)));
  registerRoute(app, api.consoleClient, async ({ params }) => clientDetail(deps, params.clientId));
  registerRoute(app, api.setConsoleFeature, async ({ params, body, request }) =>
    setClientFeature(deps, actorOf(requireAuth(request)), params.clientId, body),
  );
  registerRoute(app, api.setConsoleRates, async ({ params, body, request }) =>
    setClientRates(deps, actorOf(requireAuth(request)), params.clientId, body),
  );
  registerRoute(app, api.setConsoleSkin, async ({ params, body, request }) =>
    setClientSkin(deps, actorOf(requireAuth(request)), params.clientId, body),
  );
  registerRoute(app, api.suspendClient, async ({ params, request }) =>
    setClientSuspended(deps, actorOf(requireAuth(request)), params.clientId, true),
  );
  registerRoute(app, api.restoreClient, async ({ params, request }) =>
    setClientSuspended(deps, actorOf(requireAuth(request)), params.clientId, false),
  );
}
