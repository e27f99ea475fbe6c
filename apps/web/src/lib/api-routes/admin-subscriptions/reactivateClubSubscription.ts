// Generated from packages/domain/src/api/admin-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminSubscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const reactivateClubSubscription: RouteRef<typeof api.reactivateClubSubscription> = {
  operationId: 'reactivateClubSubscription',
  method: 'POST',
  path: '/api/v4/client/subscriptions/:subscriptionId/reactivate',
  signedIn: true,
  schemas: 'admin-subscriptions',
};
