// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const bookNow: RouteRef<typeof api.bookNow> = {
  operationId: 'bookNow',
  method: 'POST',
  path: '/rest/v1/payments/book',
  signedIn: true,
  schemas: 'booking',
};
