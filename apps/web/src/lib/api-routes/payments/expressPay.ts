// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const expressPay: RouteRef<typeof api.expressPay> = {
  operationId: 'expressPay',
  method: 'POST',
  path: '/api/v4/parent/payments/:orderUuid/pay/:token',
  signedIn: true,
  schemas: 'payments',
};
