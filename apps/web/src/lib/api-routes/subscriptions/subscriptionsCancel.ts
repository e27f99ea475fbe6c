// Generated from packages/domain/src/api/subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { subscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const subscriptionsCancel: RouteRef<typeof api.subscriptionsCancel> = {
  operationId: 'subscriptionsCancel',
  method: 'POST',
  path: '/api/v4/parent/subscriptions/all/cancel',
  signedIn: true,
  schemas: 'subscriptions',
};
