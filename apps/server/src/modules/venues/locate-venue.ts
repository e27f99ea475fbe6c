import type { VenueBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { normalisePostcode } from '@clubroom/domain/rules';
import { bodyFieldRefused } from '../../platform/errors.js';
import type { Geocoder } from '../geocoding/index.js';
import type { VenueRow } from './venues.repository.js';

/**
 * The venue's row from what the organiser wrote: its postcode a full UK postcode (else 400 naming
 * `<field>.postcode`), located as the distance filter locates one. Unchanged, it keeps the
 * coordinates it had; one the geocoder cannot find is kept without (the distance filter leaves it out).
 * Call it before the transaction: a geocoder may ask the network.
 */
export async function locateVenue(
  geocoder: Geocoder,
  body: VenueBody,
  field: string,
  previous?: VenueRow,
): Promise<VenueRow> {
  const postcode = normalisePostcode(body.postcode);
  if (!postcode) throw bodyFieldRefused(`${field}postcode`, messages.venues.errors.notPostcode);
  const kept = previous?.postcode === postcode && previous.latitude !== null ? previous : null;
  const found = kept ?? (await geocoder.lookup(postcode));
  return {
    name: body.name,
    address: body.address,
    postcode,
    notes: body.notes ?? previous?.notes ?? '',
    latitude: found?.latitude ?? null,
    longitude: found?.longitude ?? null,
  };
}
