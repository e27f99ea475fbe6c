// Generated from packages/domain/src/api/venues.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { venuesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  adminVenues: api.adminVenues.response,
  createVenue: api.createVenue.response,
  updateVenue: api.updateVenue.response,
  deleteVenue: api.deleteVenue.response,
};
