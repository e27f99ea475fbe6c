import type { ScheduleFilters } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as geocodingRoutes from '../../lib/api-routes/geocoding';

/**
 * Where the distance filter measures from: the coordinates in the filters, or, for a shared link
 * that names only a postcode, that postcode looked up.
 */
export function useDistanceOrigin(distance: ScheduleFilters['distance']) {
  const needsLookup = distance.postcode !== '' && (distance.latitude === null || distance.longitude === null);
  const lookup = useQuery({
    ...apiQuery(geocodingRoutes.geocodePostcode, { query: { postcode: distance.postcode } }),
    enabled: needsLookup,
    retry: false,
    staleTime: Infinity,
  });
  if (distance.latitude !== null && distance.longitude !== null)
    return { latitude: distance.latitude, longitude: distance.longitude };
  return needsLookup && lookup.data ? { latitude: lookup.data.latitude, longitude: lookup.data.longitude } : null;
}
