// Generated from packages/domain/src/api/subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { subscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const subscriptionsReactivate: RouteRef<typeof api.subscriptionsReactivate> = {
  operationId: 'subscriptionsReactivate',
  method: 'POST',
  path: '/api/v4/parent/subscriptions/all/reactivate',
  signedIn: true,
  schemas: 'subscriptions',
};
