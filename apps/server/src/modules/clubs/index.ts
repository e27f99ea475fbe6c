import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubsRepository } from './clubs.repository.js';
import { clubsRoutes } from './clubs.routes.js';

export { bootstrapFor } from './public-club.js';
export { resolvedClubColumns } from './clubs.repository.js';

/** The clubs: which club a host names, and the clubs the platform's homepage lists. */
export const clubsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, config }) => {
  clubsRoutes(app, clubsRepository(db), config);
};

type FindClub = (subdomain: string) => Promise<ResolvedClub | null>;

/** Finds a club by its subdomain, for the tenancy hook (which caches it). */
export const findClubBySubdomain = ({ db }: Pick<ModuleDeps, 'db'>): FindClub => clubsRepository(db).findBySubdomain;

/** Clubs' names, subdomains and logos by id, in name order (the clubs a parent belongs to). */
export type ClubsByIds = (
  ids: number[],
) => Promise<{ id: number; subdomain: string; name: string; logoKey: string | null; logoUpdatedAt: Date | null }[]>;

export const clubsByIds = ({ db }: Pick<ModuleDeps, 'db'>): ClubsByIds => clubsRepository(db).findByIds;
