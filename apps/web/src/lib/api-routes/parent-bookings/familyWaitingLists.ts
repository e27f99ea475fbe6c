// Generated from packages/domain/src/api/parent-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { parentBookingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const familyWaitingLists: RouteRef<typeof api.familyWaitingLists> = {
  operationId: 'familyWaitingLists',
  method: 'GET',
  path: '/api/v4/people/waiting-lists',
  signedIn: true,
  schemas: 'parent-bookings',
};
