// Generated from packages/domain/src/api/admin-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminSubscriptionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const cancelClubSubscriptionWithPlaces: RouteRef<typeof api.cancelClubSubscriptionWithPlaces> = {
  operationId: 'cancelClubSubscriptionWithPlaces',
  method: 'POST',
  path: '/api/v4/client/subscriptions/:subscriptionId/cancel-with-places',
  signedIn: true,
  schemas: 'admin-subscriptions',
};
