import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import { clubProfileRepository } from './club-profile.repository.js';
import { clubProfileRoutes } from './club-profile.routes.js';

/**
 * The club profile (/cms/settings/profile): name, contact details, socials, time zone, listing,
 * theme and logo. A change drops the host's cached club (`forgetClub`) so the next page shows it.
 */
export const clubProfileModule: FastifyPluginAsync<ModuleDeps & { forgetClub: (subdomain: string) => void }> = async (
  app,
  { db, config, clock, forgetClub },
) => {
  await registerUploads(app);
  clubProfileRoutes(app, { repo: clubProfileRepository(db), files: fileStoreFor(config), clock, forgetClub });
};
