import { bootstrapSchema, clubListResponseSchema } from '@clubroom/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClubsRepository } from './clubs.repository.js';
import { bootstrapFor } from './public-club.js';

const timeZones = Intl.supportedValuesOf('timeZone');

export function clubsRoutes(repo: ClubsRepository, baseDomain: string) {
  return async function register(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get('/api/v4/public/club', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'Which club this host is (null on the platform host)', response: { 200: bootstrapSchema } },
    }, async (request) => bootstrapFor(request.tenant, baseDomain));

    app.get('/api/v4/public/clubs', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'Clubs listed on the platform homepage', response: { 200: clubListResponseSchema } },
    }, async () => ({ clubs: await repo.listListed() }));

    app.get('/api/timezones', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'IANA time zones a club may choose', response: { 200: z.object({ data: z.array(z.string()) }) } },
    }, async () => ({ data: timeZones }));
  };
}
