import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { Geocoder } from '../geocoding/index.js';
import { venuesRepository, type VenuesRepository } from './venues.repository.js';

/** What the venues' use cases are given: reads on the database, writes in one transaction, the geocoder. */
export interface VenuesDeps {
  repo: VenuesRepository;
  transaction: <T>(work: (repo: VenuesRepository) => Promise<T>) => Promise<T>;
  /** Locates a postcode as the schedule's distance filter does (called before a transaction, never in one). */
  geocoder: Geocoder;
}

export const venuesDeps = (db: Db, geocoder: Geocoder): VenuesDeps => ({
  repo: venuesRepository(db),
  transaction: (work) => withTransaction(db, (tx) => work(venuesRepository(tx))),
  geocoder,
});
