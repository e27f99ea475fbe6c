// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const changePlatformPlan: RouteRef<typeof api.changePlatformPlan> = {
  operationId: 'changePlatformPlan',
  method: 'POST',
  path: '/api/v4/client/subscription/plan',
  signedIn: true,
  schemas: 'platform-subscription',
};
