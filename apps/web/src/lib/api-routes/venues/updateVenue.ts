// Generated from packages/domain/src/api/venues.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { venuesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updateVenue: RouteRef<typeof api.updateVenue> = {
  operationId: 'updateVenue',
  method: 'POST',
  path: '/api/v4/schedule/venues/:venueId',
  signedIn: true,
  schemas: 'venues',
};
