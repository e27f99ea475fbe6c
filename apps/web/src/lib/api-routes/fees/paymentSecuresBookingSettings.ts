// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const paymentSecuresBookingSettings: RouteRef<typeof api.paymentSecuresBookingSettings> = {
  operationId: 'paymentSecuresBookingSettings',
  method: 'GET',
  path: '/api/settings/payment-secures-booking',
  signedIn: true,
  schemas: 'fees',
};
