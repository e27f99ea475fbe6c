// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const postPay: RouteRef<typeof api.postPay> = {
  operationId: 'postPay',
  method: 'POST',
  path: '/rest/v1/payments/post-pay',
  signedIn: true,
  schemas: 'payments',
};
