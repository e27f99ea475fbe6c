// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const paymentOrder: RouteRef<typeof api.paymentOrder> = {
  operationId: 'paymentOrder',
  method: 'GET',
  path: '/api/payments/orders/:uuid',
  signedIn: true,
  schemas: 'payments',
};
