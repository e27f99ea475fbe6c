import { normalisePostcode, outwardCode } from '@clubroom/domain/rules';
import type { Geocoder } from './geocoder.js';
import type { GeocodingRepository } from './geocoding.repository.js';

/**
 * The default geocoder, needing no network: a venue's full postcode resolves to that venue, and
 * an outward code (or an unknown full postcode) to the mean of the venues sharing its outward code.
 */
export function offlineGeocoder(repo: GeocodingRepository): Geocoder {
  return {
    async lookup(postcode) {
      const full = normalisePostcode(postcode);
      if (full) {
        const exact = await repo.meanOfPostcode(full);
        if (exact) return exact;
      }
      const outward = outwardCode(postcode);
      return outward ? repo.meanOfOutwardCode(outward) : null;
    },
  };
}
