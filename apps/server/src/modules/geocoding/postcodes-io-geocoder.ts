import { isFullPostcode, outwardCode } from '@clubroom/domain/rules';
import type { Coordinates, Geocoder } from './geocoder.js';

interface PostcodesIoResponse {
  status: number;
  result?: { latitude: number | null; longitude: number | null };
}

/**
 * A geocoder speaking the postcodes.io API (`/postcodes/{postcode}`, `/outcodes/{outcode}`), for
 * production. `baseUrl` is configurable (GEOCODER_URL) so tests run it against a local stand-in.
 */
export function postcodesIoGeocoder(baseUrl: string, timeoutMs = 3000): Geocoder {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async lookup(postcode): Promise<Coordinates | null> {
      const path = isFullPostcode(postcode)
        ? `/postcodes/${encodeURIComponent(postcode.replace(/\s/g, ''))}`
        : `/outcodes/${encodeURIComponent(outwardCode(postcode) ?? postcode)}`;
      const res = await fetch(base + path, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
      const body = (await res.json()) as PostcodesIoResponse;
      const { latitude, longitude } = body.result ?? {};
      return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
    },
  };
}

/** Tries the primary geocoder and, when it cannot be reached, the fallback. */
export function withFallback(primary: Geocoder, fallback: Geocoder, onError: (err: unknown) => void): Geocoder {
  return {
    async lookup(postcode) {
      try {
        return await primary.lookup(postcode);
      } catch (err) {
        onError(err);
        return fallback.lookup(postcode);
      }
    },
  };
}
