import type { VenueChoice } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Db } from '../../db/client.js';
import { bodyFieldRefused } from '../../platform/errors.js';
import type { Geocoder } from '../geocoding/index.js';
import { locateVenue } from './locate-venue.js';
import { venuesRepository } from './venues.repository.js';

/** The chosen venue's id, found (or the new venue added) in the transaction of the run or camp held there. */
export type ChosenVenue = (tx: Db, clubId: number) => Promise<number>;

/**
 * A run's or camp's venue, chosen in its form (`field`, as `venue`): one of the club's venues, or a
 * new one. A new venue's postcode is checked and located now, before the caller's transaction (400
 * naming `<field>.newVenue.postcode`); the answer then adds it, or checks the chosen one is the
 * club's (400 naming `<field>.venueId`), inside that transaction, so a refused save adds no venue.
 */
export async function chooseVenue(geocoder: Geocoder, choice: VenueChoice, field: string): Promise<ChosenVenue> {
  if ('venueId' in choice) {
    return async (tx, clubId) => {
      if (!(await venuesRepository(tx).find(clubId, choice.venueId)))
        throw bodyFieldRefused(`${field}.venueId`, messages.venues.errors.unknownVenue);
      return choice.venueId;
    };
  }
  const row = await locateVenue(geocoder, choice.newVenue, `${field}.newVenue.`);
  return (tx, clubId) => venuesRepository(tx).insert(clubId, row);
}
