// Generated from packages/domain/src/api/cancellation.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { cancellationApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const cancelBooking: RouteRef<typeof api.cancelBooking> = {
  operationId: 'cancelBooking',
  method: 'POST',
  path: '/api/bookings/cancel',
  signedIn: true,
  schemas: 'cancellation',
};
