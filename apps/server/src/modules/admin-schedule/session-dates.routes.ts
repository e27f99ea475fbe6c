import { runSessionsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { addRunDate } from './add-run-date.js';
import { cancelRunSession, restoreRunSession } from './cancel-run-session.js';
import type { SessionDatesDeps } from './session-dates-deps.js';
import { getRunSession, listRunSessions } from './session-views.js';

export function sessionDatesRoutes(app: FastifyInstance, deps: SessionDatesDeps): void {
  const api = runSessionsApi;
  registerRoute(app, api.runSessions, async ({ club, params }) => listRunSessions(deps, club, params.runId));
  registerRoute(app, api.runSession, async ({ club, params }) =>
    getRunSession(deps, club, params.runId, params.sessionId),
  );
  registerRoute(app, api.addRunDate, async ({ request, club, params, body }) =>
    addRunDate(deps, club, actorOf(requireAuth(request)), params.runId, body),
  );
  registerRoute(app, api.cancelRunSession, async ({ request, club, params, body }) =>
    cancelRunSession(deps, club, actorOf(requireAuth(request)), params, body),
  );
  registerRoute(app, api.restoreRunSession, async ({ request, club, params }) =>
    restoreRunSession(deps, club, actorOf(requireAuth(request)), params),
  );
}
