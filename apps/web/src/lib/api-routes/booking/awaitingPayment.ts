// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const awaitingPayment: RouteRef<typeof api.awaitingPayment> = {
  operationId: 'awaitingPayment',
  method: 'GET',
  path: '/api/v4/parent/orders/awaiting-payment',
  signedIn: true,
  schemas: 'booking',
};
