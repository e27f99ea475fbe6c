// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const removeFromBasket: RouteRef<typeof api.removeFromBasket> = {
  operationId: 'removeFromBasket',
  method: 'POST',
  path: '/api/v4/parent/basket/:itemUuid/remove',
  signedIn: true,
  schemas: 'booking',
};
