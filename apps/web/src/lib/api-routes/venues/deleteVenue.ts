// Generated from packages/domain/src/api/venues.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { venuesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const deleteVenue: RouteRef<typeof api.deleteVenue> = {
  operationId: 'deleteVenue',
  method: 'POST',
  path: '/api/v4/schedule/venues/:venueId/delete',
  signedIn: true,
  schemas: 'venues',
};
