// Generated from packages/domain/src/api/venues.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { adminVenues } from './adminVenues';
export { createVenue } from './createVenue';
export { updateVenue } from './updateVenue';
export { deleteVenue } from './deleteVenue';
