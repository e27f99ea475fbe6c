// Generated from packages/domain/src/api/parent-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { parentBookingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const upcomingSessions: RouteRef<typeof api.upcomingSessions> = {
  operationId: 'upcomingSessions',
  method: 'GET',
  path: '/api/v4/people/bookings/current/feed',
  signedIn: true,
  schemas: 'parent-bookings',
};
