// Generated from packages/domain/src/api/parent-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { parentBookingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const parentBooking: RouteRef<typeof api.parentBooking> = {
  operationId: 'parentBooking',
  method: 'GET',
  path: '/api/v4/people/bookings/:clientId/:bookingId',
  signedIn: true,
  schemas: 'parent-bookings',
};
