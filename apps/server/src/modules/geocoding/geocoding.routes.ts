import { errorResponseSchema, geocodeQuerySchema, geocodeResponseSchema } from '@clubroom/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geocodePostcode } from './geocode-postcode.js';
import type { Geocoder } from './geocoder.js';

export function geocodingRoutes(geocoder: Geocoder) {
  return async function register(instance: FastifyInstance) {
    instance.withTypeProvider<ZodTypeProvider>().get('/api/v4/public/geocode', {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Coordinates of a UK postcode, for the distance filter',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    }, async (request) => geocodePostcode(geocoder, request.query.postcode));
  };
}
