import { clientHomeApi } from '@clubroom/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requireAuth } from '../../platform/security/policy.js';
import { clubMoneyFigures } from '../reporting/index.js';
import { scheduleAnalyticsFigures } from '../schedule-analytics/index.js';
import { clientHomeRepository } from './client-home.repository.js';
import { getClientHome } from './get-client-home.js';

/** The club home (/cms): what an organiser or coach sees first. */
export const clientHomeModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  const repo = clientHomeRepository(db);
  const figures = clubMoneyFigures({ db });
  const analytics = scheduleAnalyticsFigures({ db });
  registerRoute(app, clientHomeApi.clientHome, async ({ request, club }) =>
    getClientHome(repo, figures, analytics, club, requireAuth(request), clock()),
  );
};
