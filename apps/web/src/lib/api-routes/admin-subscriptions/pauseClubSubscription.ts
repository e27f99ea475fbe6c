// Generated from packages/domain/src/api/admin-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminSubscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const pauseClubSubscription: RouteRef<typeof api.pauseClubSubscription> = {
  operationId: 'pauseClubSubscription',
  method: 'POST',
  path: '/api/v4/client/subscriptions/:subscriptionId/pause',
  signedIn: true,
  schemas: 'admin-subscriptions',
};
