import { trophiesApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import { awardTrophy, undoAward } from './award-trophy.js';
import { childTrophies, trophyCertificate } from './child-trophies.js';
import { addTrophy, listTrophies, removeTrophy, updateTrophy } from './manage-trophies.js';
import { markMoveUp } from './move-up.js';
import { runTrophies } from './run-trophies.js';
import type { TrophiesDeps } from './trophies-deps.js';
import { removeTrophyImage, trophyImage, trophyImageUpload, uploadTrophyImage } from './trophy-image.js';
import { readImageUpload } from '../../platform/storage/uploads.js';
import { sendImage } from '../../platform/storage/send-image.js';

export function trophiesRoutes(app: FastifyInstance, deps: TrophiesDeps): void {
  registerRoute(app, trophiesApi.trophies, async ({ club }) => listTrophies(deps, club));
  registerRoute(app, trophiesApi.addTrophy, async ({ club, body }) => addTrophy(deps, club, body));
  registerRoute(app, trophiesApi.updateTrophy, async ({ club, params, body }) =>
    updateTrophy(deps, club, params.trophyId, body),
  );
  registerRoute(app, trophiesApi.removeTrophy, async ({ club, params }) => removeTrophy(deps, club, params.trophyId));
  registerRoute(app, trophiesApi.uploadTrophyImage, async ({ request, club, params }) =>
    uploadTrophyImage(deps, club, params.trophyId, await readImageUpload(request, trophyImageUpload)),
  );
  registerRoute(app, trophiesApi.removeTrophyImage, async ({ club, params }) =>
    removeTrophyImage(deps, club, params.trophyId),
  );
  registerRoute(app, trophiesApi.trophyImage, async ({ club, params, reply }) =>
    sendImage(reply, await trophyImage(deps, club, params.trophyId)),
  );
  registerRoute(app, trophiesApi.runTrophies, async ({ request, club, params }) =>
    runTrophies(deps, club, requireAuth(request), params.runId),
  );
  registerRoute(app, trophiesApi.awardTrophy, async ({ request, club, params, body }) =>
    awardTrophy(
      deps,
      { club, auth: requireAuth(request), origin: requestFacts(request, deps.publicUrl).origin },
      params.runId,
      body,
    ),
  );
  registerRoute(app, trophiesApi.undoAward, async ({ request, club, params }) =>
    undoAward(deps, club, requireAuth(request), params),
  );
  registerRoute(app, trophiesApi.markMoveUp, async ({ request, club, params, body }) =>
    markMoveUp(deps, club, requireAuth(request), params.runId, body),
  );
  registerRoute(app, trophiesApi.childTrophies, async ({ request, club, params }) =>
    childTrophies(deps, club, requireAuth(request), params.personId),
  );
  registerRoute(app, trophiesApi.trophyCertificate, async ({ request, club, params, reply }) => {
    const { fileName, pdf } = await trophyCertificate(deps, club, requireAuth(request), params.awardId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(Buffer.from(pdf));
  });
}
