import { geocodingApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { geocodePostcode } from './geocode-postcode.js';
import type { Geocoder } from './geocoder.js';
import type { GeocodingRepository } from './geocoding.repository.js';

export function geocodingRoutes(app: FastifyInstance, geocoder: Geocoder, repo: GeocodingRepository): void {
  registerRoute(app, geocodingApi.geocodePostcode, async ({ query, club }) =>
    geocodePostcode(geocoder, query.postcode, () => repo.knownPostcode(club?.id ?? null)),
  );
}
