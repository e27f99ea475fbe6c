import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { clubSharesOpenData } from '../club-settings/index.js';
import { openDataRepository } from './open-data.repository.js';
import { openDataRoutes } from './open-data.routes.js';

/** Open data: each opted-in club's sessions as an OpenActive RPDE feed, for activity finders. */
export const openDataModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  openDataRoutes(
    app,
    {
      repo: openDataRepository(deps.db),
      rateLimits: rateLimitRepository(deps.db),
      sharesOpenData: clubSharesOpenData(deps),
      clock: deps.clock,
    },
    deps.config.publicUrl,
  );
};
