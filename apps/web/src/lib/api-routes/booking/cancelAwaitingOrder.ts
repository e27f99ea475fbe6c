// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const cancelAwaitingOrder: RouteRef<typeof api.cancelAwaitingOrder> = {
  operationId: 'cancelAwaitingOrder',
  method: 'POST',
  path: '/api/v4/parent/orders/:uuid/cancel',
  signedIn: true,
  schemas: 'booking',
};
