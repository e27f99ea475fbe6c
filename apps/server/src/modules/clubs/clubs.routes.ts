import { clubsApi, platformApi, type PolicyKind, type PolicyResponse } from '@clubroom/domain/api';
import { knownTimeZones } from '@clubroom/domain/rules';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ClubsRepository } from './clubs.repository.js';
import { bootstrapFor } from './public-club.js';

const timeZones = knownTimeZones();

export function clubsRoutes(app: FastifyInstance, repo: ClubsRepository, config: Config): void {
  registerRoute(app, clubsApi.currentClub, async ({ request }) =>
    bootstrapFor(request.tenant, config.APP_BASE_DOMAIN, config.publicUrl),
  );
  registerRoute(app, clubsApi.listedClubs, async () => ({ clubs: await repo.listListed() }));
  const policy = async (clubId: number, kind: PolicyKind): Promise<PolicyResponse> => {
    const row = await repo.policyOf(clubId, kind);
    return { policy: row && { text: row.text, updatedAt: Math.floor(row.updatedAt.getTime() / 1000) } };
  };
  registerRoute(app, clubsApi.termsAndConditions, async ({ club }) => policy(club.id, 'terms-and-conditions'));
  registerRoute(app, clubsApi.privacyPolicy, async ({ club }) => policy(club.id, 'privacy'));
  // A platform route (any host), kept with the clubs as the zones are a club's to choose.
  registerRoute(app, platformApi.timeZones, async () => ({ data: timeZones }));
}
