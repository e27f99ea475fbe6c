import { z } from 'zod';
import { defineRoute } from './define-route.js';

export const themeSchema = z.object({
  primary: z.string().describe('hex colour without #'),
  secondary: z.string(),
  panel: z.string(),
});

export const publicClubSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  description: z.string(),
  theme: themeSchema,
});

/** Injected into every HTML page as JSON (script#bootstrap) and served at GET /api/v4/public/club. */
export const bootstrapSchema = z.object({
  baseDomain: z.string(),
  /** The platform's home page (PUBLIC_URL), where an unknown club's host sends people. */
  platformUrl: z.string(),
  club: publicClubSchema.nullable(),
  notFound: z.boolean(),
});

/** GET /api/v4/public/clubs on the platform's base domain. */
export const clubListResponseSchema = z.object({
  clubs: z.array(z.object({ subdomain: z.string(), name: z.string(), description: z.string() })),
});

export type Theme = z.infer<typeof themeSchema>;
export type PublicClub = z.infer<typeof publicClubSchema>;
export type Bootstrap = z.infer<typeof bootstrapSchema>;
export type ClubList = z.infer<typeof clubListResponseSchema>;

const tags = ['clubs'];

export const clubsApi = {
  currentClub: defineRoute({
    operationId: 'currentClub',
    method: 'GET',
    path: '/api/v4/public/club',
    summary: 'Which club this host is (null on the platform host)',
    tags,
    access: 'public',
    scope: 'platform',
    response: bootstrapSchema,
  }),
  listedClubs: defineRoute({
    operationId: 'listedClubs',
    method: 'GET',
    path: '/api/v4/public/clubs',
    summary: 'Clubs listed on the platform homepage',
    tags,
    access: 'public',
    scope: 'platform',
    response: clubListResponseSchema,
  }),
};
