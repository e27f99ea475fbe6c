import { franchiseApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { familyMoves, moveFamily } from './family-moves.js';
import type { FranchiseDeps } from './franchise-deps.js';
import { franchiseReport, franchiseReportCsv } from './franchise-report.js';
import { applyPolicy, clubTemplates, deleteText, sharedTexts, shareText } from './shared-texts.js';
import {
  addManager,
  assignClub,
  createNetwork,
  listNetworks,
  networkFor,
  networkToChange,
  removeClub,
  removeManager,
  setRoyalty,
} from './networks.js';

export function franchiseRoutes(app: FastifyInstance, deps: FranchiseDeps): void {
  registerRoute(app, api.franchiseNetworks, async ({ request }) => listNetworks(deps, requireAuth(request)));
  registerRoute(app, api.createFranchiseNetwork, async ({ body, request }) =>
    createNetwork(deps, actorOf(requireAuth(request)), body.name),
  );
  registerRoute(app, api.franchiseNetwork, async ({ params, request }) =>
    networkFor(deps, requireAuth(request), params.networkId),
  );
  registerRoute(app, api.assignFranchiseClub, async ({ params, body, request }) =>
    assignClub(deps, actorOf(requireAuth(request)), params.networkId, body),
  );
  registerRoute(app, api.setFranchiseRoyalty, async ({ params, body, request }) =>
    setRoyalty(deps, actorOf(requireAuth(request)), params, body),
  );
  registerRoute(app, api.removeFranchiseClub, async ({ params, request }) =>
    removeClub(deps, actorOf(requireAuth(request)), params),
  );
  registerRoute(app, api.removeFranchiseManager, async ({ params, body, request }) =>
    removeManager(deps, actorOf(requireAuth(request)), params.networkId, body.email),
  );
  registerRoute(app, api.addFranchiseManager, async ({ params, body, request }) =>
    addManager(deps, actorOf(requireAuth(request)), params.networkId, body.email),
  );
  registerRoute(app, api.moveFranchiseFamily, async ({ params, body, request }) => {
    const auth = requireAuth(request);
    return moveFamily(deps, actorOf(auth), await networkToChange(deps, auth, params.networkId), body);
  });
  registerRoute(app, api.franchiseFamilyMoves, async ({ params, request }) =>
    familyMoves(deps, await networkFor(deps, requireAuth(request), params.networkId)),
  );
  registerRoute(app, api.franchiseSharedTexts, async ({ params, request }) =>
    sharedTexts(deps, await networkFor(deps, requireAuth(request), params.networkId)),
  );
  registerRoute(app, api.shareFranchiseText, async ({ params, body, request }) => {
    const auth = requireAuth(request);
    return shareText(deps, actorOf(auth), await networkToChange(deps, auth, params.networkId), body);
  });
  registerRoute(app, api.deleteFranchiseText, async ({ params, request }) =>
    deleteText(deps, await networkToChange(deps, requireAuth(request), params.networkId), params.textId),
  );
  registerRoute(app, api.applyFranchisePolicy, async ({ params, request }) => {
    const auth = requireAuth(request);
    return applyPolicy(deps, actorOf(auth), await networkToChange(deps, auth, params.networkId), params.textId);
  });
  registerRoute(app, api.clubFranchiseTemplates, async ({ club }) => clubTemplates(deps, club.id));
  registerRoute(app, api.franchiseReport, async ({ params, query, request }) =>
    franchiseReport(deps, await networkFor(deps, requireAuth(request), params.networkId), query),
  );
  registerRoute(app, api.franchiseReportCsv, async ({ params, query, request, reply }) =>
    sendCsv(
      reply,
      franchiseReportCsv(
        await franchiseReport(deps, await networkFor(deps, requireAuth(request), params.networkId), query),
      ),
    ),
  );
}
