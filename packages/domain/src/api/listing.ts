import { z } from 'zod';
import { isAgeChoice } from '../rules/age.js';
import { dayKeys, type DayKey } from '../rules/days.js';
import { DEFAULT_RADIUS_MILES } from '../rules/schedule-filters.js';
import { timeBands, type TimeBand } from '../rules/time-bands.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { plainText } from './text.js';

/** A field left empty in a form (`?age=`) is a field not given. */
const given = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const dayKeyValues = dayKeys.map((d) => d.key) as [DayKey, ...DayKey[]];
const timeBandValues = timeBands.map((b) => b.key) as [TimeBand, ...TimeBand[]];

/** Where a search looks: a postcode (geocoded by the server) or the browser's coordinates, and how far. */
const placeShape = {
  postcode: given(plainText().trim().max(10).optional()),
  latitude: given(z.coerce.number().min(-90).max(90).optional()),
  longitude: given(z.coerce.number().min(-180).max(180).optional()),
  radius: given(z.coerce.number().min(1).max(50).default(DEFAULT_RADIUS_MILES)).describe('miles, 5 by default'),
};

const coordinatesTogether = (place: { latitude?: number; longitude?: number }) =>
  (place.latitude === undefined) === (place.longitude === undefined);
const together = { message: 'must be given with longitude', path: ['latitude'] };

/** GET /api/v4/public/search/cached/listings: the listing site's search, every field optional. */
export const listingSearchQuerySchema = z
  .object({
    ...placeShape,
    age: given(
      z.coerce
        .number()
        .refine(isAgeChoice, 'must be 0.5 (under 12 months), 1 (12-24 months) or a whole number of years from 2 to 11')
        .optional(),
    ).describe('years, as the schedule\'s age filter: 11 is "11 and over"'),
    day: given(z.enum(dayKeyValues).optional()).describe('a class on this weekday (camps have no weekly day)'),
    time: given(z.enum(timeBandValues).optional()).describe('a class starting in this time band'),
    activity: given(plainText().trim().max(60).optional()).describe('words in the class or camp name'),
  })
  .refine(coordinatesTogether, together);

/** POST /api/v4/public/search/cached/premium-listings: the premium clubs of an area. */
export const premiumListingsBodySchema = z.object(placeShape).refine(coordinatesTogether, together);

const clubOfResultSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  premium: z.boolean().describe('the platform marks the club premium: shown first in its area'),
});

export const listingResultSchema = z.object({
  kind: z.enum(['class', 'camp']),
  id: z.number().int().describe('the runId or campId'),
  name: z.string(),
  club: clubOfResultSchema,
  url: z.string().describe("the class's or camp's page on the club's own site, where it is booked"),
  venueName: z.string(),
  distanceMiles: z.number().nullable().describe('from the place searched, one decimal; null without a place'),
  nextSession: z.number().int().nullable().describe('epoch seconds of the next session or camp day to start'),
  timeZone: z.string().describe("the club's, to show nextSession in"),
  price: z
    .number()
    .int()
    .describe("minor units: a class's sessions left (pro-rata, as its page's priceForRemaining); a camp's week"),
  priceUnit: z.enum(['term', 'week']),
  currency: z.string(),
  placesLeft: z
    .number()
    .int()
    .nullable()
    .describe(
      'a class: places free to book (0 when full or families wait); a camp: null, its days differ (its page says)',
    ),
  ageFrom: z.number().int().describe('months'),
  ageTo: z.number().int().describe('months; 0 with ageFrom 0 means all ages'),
});

export const listingSearchResponseSchema = z.object({
  location: z
    .object({ postcode: z.string().nullable(), latitude: z.number(), longitude: z.number() })
    .nullable()
    .describe('where distances are measured from; null: any distance'),
  radius: z.number(),
  notice: z
    .string()
    .nullable()
    .describe(
      'why the place searched was not used (an unknown or malformed postcode): the results are at any distance',
    ),
  total: z.number().int().describe('results found; at most 60 are answered'),
  results: z.array(listingResultSchema).describe('premium clubs first, then nearest (or soonest) first'),
});

export const premiumListingSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string().describe("the club's own site"),
  distanceMiles: z.number().nullable().describe("to the club's nearest venue; null on the whole list"),
});

export const premiumListingsResponseSchema = z.object({ premiumListings: z.array(premiumListingSchema) });

export const premiumMarkBodySchema = z.object({ premium: z.boolean() });
export const premiumMarkResponseSchema = z.object({
  clubId: z.number().int(),
  subdomain: z.string(),
  premium: z.boolean(),
  onListingSite: z
    .boolean()
    .describe("the club shows on the listing site: 'List my classes' on, in a region that has it"),
});

export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
export type ListingResult = z.infer<typeof listingResultSchema>;
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;
export type PremiumListing = z.infer<typeof premiumListingSchema>;
export type PremiumListingsResponse = z.infer<typeof premiumListingsResponseSchema>;

const tags = ['listing'];
const publicSearch = { tags, access: 'public', scope: 'platform' } as const;

export const listingApi = {
  searchListings: defineRoute({
    ...publicSearch,
    operationId: 'searchListings',
    method: 'GET',
    path: '/api/v4/public/search/cached/listings',
    summary: "The listing site's search: classes and camps of every listed club, from their cached schedules",
    query: listingSearchQuerySchema,
    response: listingSearchResponseSchema,
  }),
  premiumListings: defineRoute({
    ...publicSearch,
    operationId: 'premiumListings',
    method: 'GET',
    path: '/api/v4/public/search/cached/premium-listings',
    summary: 'Every premium club on the listing site (a cached list)',
    response: premiumListingsResponseSchema,
  }),
  premiumListingsNear: defineRoute({
    ...publicSearch,
    operationId: 'premiumListingsNear',
    method: 'POST',
    path: '/api/v4/public/search/cached/premium-listings',
    summary: 'The premium clubs with a venue within the radius of a postcode or coordinates, nearest first',
    body: premiumListingsBodySchema,
    response: premiumListingsResponseSchema,
  }),
  markPremiumListing: defineRoute({
    operationId: 'markPremiumListing',
    method: 'POST',
    path: '/api/v4/manage/clubs/:clubId/premium-listing',
    summary: 'Marks a club premium on the listing site, or not (platform managers)',
    tags,
    access: { roles: ['platform_manager'] },
    scope: 'platform',
    params: idParam('clubId'),
    body: premiumMarkBodySchema,
    response: premiumMarkResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  clubSitemap: defineRoute({
    operationId: 'clubSitemap',
    method: 'GET',
    path: '/sitemap.xml',
    summary: "The club site's sitemap (application/xml): its schedule and every class, camp and term page",
    tags,
    access: 'public',
    scope: 'club',
  }),
};
