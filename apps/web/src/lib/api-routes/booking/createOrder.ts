// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const createOrder: RouteRef<typeof api.createOrder> = {
  operationId: 'createOrder',
  method: 'POST',
  path: '/api/orders/order/create',
  signedIn: true,
  schemas: 'booking',
};
