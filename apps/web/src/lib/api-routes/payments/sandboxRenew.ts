// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sandboxRenew: RouteRef<typeof api.sandboxRenew> = {
  operationId: 'sandboxRenew',
  method: 'POST',
  path: '/sandbox/v1/subscriptions/:id/renew',
  signedIn: true,
  schemas: 'payments',
};
