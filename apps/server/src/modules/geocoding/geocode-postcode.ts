import type { GeocodeResponse } from '@clubroom/domain/api';
import { normalisePostcode, outwardCode } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { Geocoder } from './geocoder.js';

/**
 * A postcode (full or outward code) → coordinates, with a message a parent understands. The
 * example in the hint is a postcode the platform knows (`knownPostcode`), so trying it works.
 */
export async function geocodePostcode(
  geocoder: Geocoder,
  input: string,
  knownPostcode: () => Promise<string | null>,
): Promise<GeocodeResponse> {
  const postcode = normalisePostcode(input) ?? outwardCode(input);
  if (!postcode) {
    const example = await knownPostcode();
    const hint = example ? `Please enter a UK postcode, such as ${example}.` : 'Please enter a UK postcode.';
    throw new AppError('VALIDATION_FAILED', hint, [{ path: 'query.postcode', message: 'is not a UK postcode' }]);
  }
  const found = await geocoder.lookup(postcode);
  if (!found)
    throw new AppError(
      'POSTCODE_NOT_FOUND',
      `We couldn't find the postcode ${postcode}. Please check it and try again.`,
    );
  return { postcode, ...found };
}
