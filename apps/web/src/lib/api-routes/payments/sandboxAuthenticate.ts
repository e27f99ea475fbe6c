// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paymentsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sandboxAuthenticate: RouteRef<typeof api.sandboxAuthenticate> = {
  operationId: 'sandboxAuthenticate',
  method: 'POST',
  path: '/sandbox/v1/intents/:id/authenticate',
  signedIn: true,
  schemas: 'payments',
};
