import { geocodingApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { geocodePostcode } from './geocode-postcode.js';
import type { Geocoder } from './geocoder.js';

export function geocodingRoutes(app: FastifyInstance, geocoder: Geocoder): void {
  registerRoute(app, geocodingApi.geocodePostcode, async ({ query }) => geocodePostcode(geocoder, query.postcode));
}
