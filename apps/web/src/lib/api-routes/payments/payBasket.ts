// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const payBasket: RouteRef<typeof api.payBasket> = {
  operationId: 'payBasket',
  method: 'POST',
  path: '/api/v4/parent/payments/pay',
  signedIn: true,
  schemas: 'payments',
};
