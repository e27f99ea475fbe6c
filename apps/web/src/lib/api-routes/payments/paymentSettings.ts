// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const paymentSettings: RouteRef<typeof api.paymentSettings> = {
  operationId: 'paymentSettings',
  method: 'GET',
  path: '/api/v4/parent/payments/payment-settings',
  schemas: 'payments',
};
