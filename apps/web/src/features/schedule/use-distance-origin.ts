import { fieldMessage, type LatLng, type ScheduleFilters } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQuery } from '../../lib/api-client';
import * as geocodingRoutes from '../../lib/api-routes/geocoding';

/**
 * Why a postcode look-up failed: the server's words (they name the postcode, or hint at one that works);
 * a refusal by the route's schema, written for API callers ('query.postcode: must be at most 100
 * characters'), is said with the field's name instead.
 */
export function postcodeProblem(err: unknown): string {
  if (!(err instanceof ApiError)) return "We couldn't look up that postcode. Please try again.";
  const schemaIssue = err.issues.find((issue) => err.message === `${issue.path}: ${issue.message}`);
  return schemaIssue ? `${fieldMessage('Postcode', schemaIssue.message)}.` : err.message;
}

/**
 * Where the distance filter measures from: the coordinates in the filters, or, for a shared link
 * that names only a postcode, that postcode looked up; `problem` says why that look-up failed
 * (the filter then does not apply).
 */
export function useDistanceOrigin(distance: ScheduleFilters['distance']): {
  origin: LatLng | null;
  problem: string | null;
} {
  const needsLookup = distance.postcode !== '' && (distance.latitude === null || distance.longitude === null);
  const lookup = useQuery({
    ...apiQuery(geocodingRoutes.geocodePostcode, { query: { postcode: distance.postcode } }),
    enabled: needsLookup,
    retry: false,
    staleTime: Infinity,
  });
  if (distance.latitude !== null && distance.longitude !== null)
    return { origin: { latitude: distance.latitude, longitude: distance.longitude }, problem: null };
  if (!needsLookup) return { origin: null, problem: null };
  const { data, error } = lookup;
  return {
    origin: data ? { latitude: data.latitude, longitude: data.longitude } : null,
    problem: error ? postcodeProblem(error) : null,
  };
}
