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
  logoUrl: z.string().nullable().describe("the club's logo, with a cache-busting `?v=`; null: none"),
  takingBookings: z.boolean().describe('false while a platform manager has suspended the club'),
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

/** The club's own policies (spec §3 "Policies", each optional), by the last segment of their routes. */
export const policyKinds = ['terms-and-conditions', 'privacy'] as const;
export type PolicyKind = (typeof policyKinds)[number];

/** A club's policy: plain text whose paragraphs are split by blank lines; null when the club has not written it. */
export const policyResponseSchema = z.object({
  policy: z
    .object({
      text: z.string(),
      updatedAt: z.number().int().describe('epoch seconds'),
    })
    .nullable(),
});

export type Theme = z.infer<typeof themeSchema>;
export type PublicClub = z.infer<typeof publicClubSchema>;
export type Bootstrap = z.infer<typeof bootstrapSchema>;
export type ClubList = z.infer<typeof clubListResponseSchema>;
export type PolicyResponse = z.infer<typeof policyResponseSchema>;

const policyRoute = (kind: PolicyKind, operationId: string, name: string) =>
  defineRoute({
    operationId,
    method: 'GET',
    path: `/rest/v1/policy/${kind}`,
    summary: `The club's ${name}, if it has written one`,
    tags,
    access: 'public',
    scope: 'club',
    response: policyResponseSchema,
  });

const tags = ['clubs'];

export const clubsApi = {
  currentClub: defineRoute({
    operationId: 'currentClub',
    method: 'GET',
    path: '/api/v4/public/club',
    summary: 'Which club this host is (null on the platform host)',
    tags,
    // The embeddable schedule reads the club's name and theme from the club's own website.
    anyOrigin: true,
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
  termsAndConditions: policyRoute('terms-and-conditions', 'termsAndConditions', 'terms and conditions'),
  privacyPolicy: policyRoute('privacy', 'privacyPolicy', 'privacy policy'),
};
