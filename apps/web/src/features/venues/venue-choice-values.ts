import type { VenueChoice } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { emptyVenue, type VenueFieldValues } from './venue-fields';

/** The venue select's value for "A new venue…". */
export const NEW_VENUE = 'new';

/** A class's or camp's venue as its form holds it: the select's value, and a new venue's fields. */
export interface VenueChoiceValues {
  venueId: string;
  newVenue: VenueFieldValues;
}

/** The form's venue: the one it is at, else the club's first venue, else a new one. */
export const venueChoiceValuesOf = (venueId: number | undefined): VenueChoiceValues => ({
  venueId: venueId === undefined ? NEW_VENUE : String(venueId),
  newVenue: emptyVenue,
});

/** The body's `venue` from the form, or the field's error when none is chosen. */
export function venueChoiceOf(values: VenueChoiceValues): { venue: VenueChoice } | { error: string } {
  if (values.venueId === NEW_VENUE) return { venue: { newVenue: values.newVenue } };
  const venueId = Number(values.venueId);
  return values.venueId !== '' && Number.isInteger(venueId) && venueId > 0
    ? { venue: { venueId } }
    : { error: messages.venues.errors.venueNeeded };
}

/** A server issue's field about the venue (`venue.newVenue.postcode`, `venue.venueId`) as the form's field; else null. */
export function venueFormFieldOf(path: string): string | null {
  if (path.startsWith('venue.newVenue.')) return `newVenue.${path.slice('venue.newVenue.'.length)}`;
  return path === 'venue' || path.startsWith('venue.') ? 'venueId' : null;
}
