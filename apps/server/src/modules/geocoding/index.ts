import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JobsLog } from '../../platform/jobs/jobs.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { Geocoder } from './geocoder.js';
import { geocodingRepository, type GeocodingRepository } from './geocoding.repository.js';
import { geocodingRoutes } from './geocoding.routes.js';
import { geocodePostcode } from './geocode-postcode.js';
import { offlineGeocoder } from './offline-geocoder.js';
import { postcodesIoGeocoder, withFallback } from './postcodes-io-geocoder.js';

export type { Coordinates, Geocoder } from './geocoder.js';

/** The known venues' postcodes, or a postcodes.io-compatible service (GEOCODER_URL) falling back to them. */
function buildGeocoder({ config }: ModuleDeps, repo: GeocodingRepository, log: JobsLog): Geocoder {
  const offline = offlineGeocoder(repo);
  if (!config.GEOCODER_URL) return offline;
  const warn = (err: unknown) => log.warn({ err }, 'geocoder unreachable; using known postcodes');
  return withFallback(postcodesIoGeocoder(config.GEOCODER_URL), offline, warn);
}

/** UK postcodes to coordinates, for the schedule's distance filter. */
export const geocodingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const repo = geocodingRepository(deps.db);
  geocodingRoutes(app, buildGeocoder(deps, repo, app.log), repo);
};

/** The geocoder the distance filter uses, for other modules locating a postcode (venues). */
export const geocoderFor = (deps: ModuleDeps, log: FastifyBaseLogger): Geocoder =>
  buildGeocoder(deps, geocodingRepository(deps.db), log);

/**
 * A postcode typed by a person (full or an outward code) → its coordinates, as `GET /api/v4/public/geocode` answers
 * (throws its 400 or `POSTCODE_NOT_FOUND`), for other modules searching near a postcode (the listing site).
 */
export function postcodeLocator(deps: ModuleDeps) {
  const repo = geocodingRepository(deps.db);
  const geocoder = buildGeocoder(deps, repo, deps.log);
  return (postcode: string) => geocodePostcode(geocoder, postcode, () => repo.knownPostcode(null));
}
