// Generated from packages/domain/src/api/subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { subscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const subscribe: RouteRef<typeof api.subscribe> = {
  operationId: 'subscribe',
  method: 'POST',
  path: '/rest/v1/payments/subscribe',
  signedIn: true,
  schemas: 'subscriptions',
};
