// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const order: RouteRef<typeof api.order> = {
  operationId: 'order',
  method: 'GET',
  path: '/api/orders/order/:uuid',
  signedIn: true,
  schemas: 'booking',
};
