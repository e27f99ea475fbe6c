import { messages } from '@clubroom/domain/messages';
import type { LatLng } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';

/** Where a search measures from: a postcode geocoded, or the browser's coordinates; none, any distance. */
export interface SearchPlace {
  postcode?: string;
  latitude?: number;
  longitude?: number;
}

export type LocatePostcode = (postcode: string) => Promise<{ postcode: string } & LatLng>;

export interface FoundPlace {
  location: ({ postcode: string | null } & LatLng) | null;
  /** Why the postcode was not used (unknown or malformed), in a parent's words; the search is then at any distance. */
  notice: string | null;
}

/** The place a search names. A postcode that cannot be found does not fail the search: it is at any distance. */
export async function findPlace(locate: LocatePostcode, place: SearchPlace): Promise<FoundPlace> {
  if (place.latitude !== undefined && place.longitude !== undefined)
    return { location: { postcode: null, latitude: place.latitude, longitude: place.longitude }, notice: null };
  if (!place.postcode) return { location: null, notice: null };
  try {
    return { location: await locate(place.postcode), notice: null };
  } catch (error) {
    if (!(error instanceof AppError) || !['VALIDATION_FAILED', 'POSTCODE_NOT_FOUND'].includes(error.code)) throw error;
    return { location: null, notice: `${error.message} ${messages.listing.anyDistance}` };
  }
}
