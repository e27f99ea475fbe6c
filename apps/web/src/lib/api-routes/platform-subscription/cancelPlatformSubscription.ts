// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const cancelPlatformSubscription: RouteRef<typeof api.cancelPlatformSubscription> = {
  operationId: 'cancelPlatformSubscription',
  method: 'POST',
  path: '/api/v4/client/subscription/cancel',
  signedIn: true,
  schemas: 'platform-subscription',
};
