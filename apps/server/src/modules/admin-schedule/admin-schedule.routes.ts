import { adminScheduleApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import { deleteRun } from './delete-run.js';
import { deleteTerm } from './delete-term.js';
import { listTerms } from './list-terms.js';
import { publishTerm, setRunPublished } from './publish-runs.js';
import { previewRerun, rerunTerm } from './rerun-term.js';
import { createRun, updateRun } from './save-run.js';
import { createTerm, updateTerm } from './save-term.js';

export function adminScheduleRoutes(app: FastifyInstance, deps: AdminScheduleDeps): void {
  const api = adminScheduleApi;
  registerRoute(app, api.adminTerms, async ({ club }) => listTerms(deps.repo, club));
  registerRoute(app, api.createTerm, async ({ club, body }) => ({ term: await createTerm(deps, club, body) }));
  registerRoute(app, api.updateTerm, async ({ club, params, body }) => ({
    term: await updateTerm(deps, club, params.termId, body),
  }));
  registerRoute(app, api.rerunTermPreview, async ({ club, params, body }) =>
    previewRerun(deps, club, params.termId, body),
  );
  registerRoute(app, api.rerunTerm, async ({ club, params, body }) => rerunTerm(deps, club, params.termId, body));
  registerRoute(app, api.deleteTerm, async ({ club, params }) => deleteTerm(deps, club, params.termId));
  registerRoute(app, api.createRun, async ({ club, body }) => ({ run: await createRun(deps, club, body) }));
  registerRoute(app, api.updateRun, async ({ club, params, body }) => ({
    run: await updateRun(deps, club, params.runId, body),
  }));
  registerRoute(app, api.publishRun, async ({ club, params }) => ({
    run: await setRunPublished(deps, club, params.runId, true),
  }));
  registerRoute(app, api.unpublishRun, async ({ club, params }) => ({
    run: await setRunPublished(deps, club, params.runId, false),
  }));
  registerRoute(app, api.publishTerm, async ({ club, params }) => ({
    term: await publishTerm(deps, club, params.termId),
  }));
  registerRoute(app, api.deleteRun, async ({ club, params }) => deleteRun(deps, club, params.runId));
}
