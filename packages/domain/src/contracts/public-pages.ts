import { z } from 'zod';
import { campSchema, runSchema, sessionSchema, termSchema } from './schedule.js';

export const idParamSchema = (name: string) =>
  z.object({ [name]: z.coerce.number().int().positive().max(2_147_483_647) });

export const venueSchema = z.object({
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const priceSchema = z.object({
  currency: z.string().describe('ISO 4217'),
  amount: z.number().int().describe('minor units'),
});

/** GET /api/v4/public/run/{runId} */
export const runInfoResponseSchema = z.object({
  run: runSchema,
  term: termSchema.omit({ runs: true }),
  venue: venueSchema,
  sessionDurationMinutes: z.number().int(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  pricePerSession: z.number().int().describe('minor units'),
  pricePerTerm: z.number().int().describe('minor units'),
  priceForRemaining: z.number().int().describe('minor units: pro-rata price for the sessions left'),
  currency: z.string(),
  trial: z.object({ sessions: z.number().int(), price: z.number().int() }).nullable(),
});

/** GET /api/v4/public/camp/{campId} */
export const campInfoResponseSchema = z.object({
  camp: campSchema,
  venue: venueSchema,
  dayPrice: z.number().int().describe('minor units'),
  weekPrice: z.number().int().describe('minor units'),
  currency: z.string(),
  weekDays: z.array(
    z.object({ instanceGroupId: z.number().int(), days: z.array(sessionSchema) }),
  ),
});

/** GET /api/v4/public/term/{termId} */
export const termInfoResponseSchema = z.object({ term: termSchema });

/** GET /api/v4/public/geocode?postcode= */
export const geocodeQuerySchema = z.object({ postcode: z.string().trim().min(2).max(10) });
export const geocodeResponseSchema = z.object({
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

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
  club: publicClubSchema.nullable(),
  notFound: z.boolean(),
});

/** GET /api/v4/public/clubs on the platform's base domain. */
export const clubListResponseSchema = z.object({
  clubs: z.array(z.object({ subdomain: z.string(), name: z.string(), description: z.string() })),
});

export type Venue = z.infer<typeof venueSchema>;
export type RunInfo = z.infer<typeof runInfoResponseSchema>;
export type CampInfo = z.infer<typeof campInfoResponseSchema>;
export type TermInfo = z.infer<typeof termInfoResponseSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type PublicClub = z.infer<typeof publicClubSchema>;
export type Bootstrap = z.infer<typeof bootstrapSchema>;
export type ClubList = z.infer<typeof clubListResponseSchema>;
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
