import type { AdminVenue } from '@clubroom/domain/api';

/** One of the club's venues, as `GET /api/v4/schedule/venues` lists it. */
export const testVenue: AdminVenue = {
  venueId: 3,
  name: 'Riverside Hall',
  address: '1 River Road',
  postcode: 'AB1 2CD',
  notes: '',
  located: true,
  runs: [],
  camps: [],
};

/** The venues' answer, with `testVenue` only. */
export const venuesAnswer = { 'GET /api/v4/schedule/venues': { body: { venues: [testVenue] } } };
