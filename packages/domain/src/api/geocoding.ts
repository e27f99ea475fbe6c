import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { plainText } from './text.js';

/**
 * GET /api/v4/public/geocode?postcode=. Loose on purpose: whatever was typed that is not a postcode (too
 * short, too long, letters in the wrong places) is answered by the use case in a parent's words, with a
 * postcode to try ('Please enter a UK postcode, such as SW11 4NJ.').
 */
export const geocodeQuerySchema = z.object({ postcode: plainText().trim().min(1).max(100) });
export const geocodeResponseSchema = z.object({
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

export const geocodingApi = {
  geocodePostcode: defineRoute({
    operationId: 'geocodePostcode',
    method: 'GET',
    path: '/api/v4/public/geocode',
    summary: 'Coordinates of a UK postcode, for the distance filter',
    tags: ['geocoding'],
    access: 'public',
    scope: 'platform',
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
    errors: ['VALIDATION_FAILED', 'POSTCODE_NOT_FOUND'],
    // The embedded schedule's distance filter looks postcodes up from the club's own website.
    anyOrigin: true,
  }),
};
