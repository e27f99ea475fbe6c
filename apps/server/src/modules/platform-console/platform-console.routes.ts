import { platformConsoleApi as api } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { SKIN_STYLESHEET_FIELD, SKIN_STYLESHEET_MAX_BYTES } from '@clubroom/domain/rules';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { readTextUpload, type TextUploadRule } from '../../platform/storage/uploads.js';
import {
  applyClientStylesheet,
  removeClientStylesheet,
  setClientFeature,
  setClientRates,
  setClientSkin,
  setClientSuspended,
  uploadClientStylesheet,
} from './client-changes.js';
import { clientDetail } from './client-detail.js';
import type { ConsoleDeps } from './console-deps.js';
import { clientsCsv, listClients } from './list-clients.js';

const t = messages.platformConsole.stylesheet;

/** A club's own stylesheet: field `stylesheet`, UTF-8 text of at most 64 KB (then checked by the CSS parser). */
const stylesheetUpload: TextUploadRule = {
  fileField: SKIN_STYLESHEET_FIELD,
  maxBytes: SKIN_STYLESHEET_MAX_BYTES,
  tooLarge: t.tooLarge,
  wrongType: t.wrongType,
};

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
  registerRoute(app, api.uploadConsoleStylesheet, async ({ params, request }) =>
    uploadClientStylesheet(
      deps,
      actorOf(requireAuth(request)),
      params.clientId,
      await readTextUpload(request, stylesheetUpload),
    ),
  );
  registerRoute(app, api.applyConsoleStylesheet, async ({ params, body, request }) =>
    applyClientStylesheet(deps, actorOf(requireAuth(request)), params.clientId, body),
  );
  registerRoute(app, api.removeConsoleStylesheet, async ({ params, request }) =>
    removeClientStylesheet(deps, actorOf(requireAuth(request)), params.clientId),
  );
  registerRoute(app, api.suspendClient, async ({ params, request }) =>
    setClientSuspended(deps, actorOf(requireAuth(request)), params.clientId, true),
  );
  registerRoute(app, api.restoreClient, async ({ params, request }) =>
    setClientSuspended(deps, actorOf(requireAuth(request)), params.clientId, false),
  );
}
