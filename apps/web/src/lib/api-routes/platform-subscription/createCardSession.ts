// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const createCardSession: RouteRef<typeof api.createCardSession> = {
  operationId: 'createCardSession',
  method: 'POST',
  path: '/api/v4/client/subscription/card-session',
  signedIn: true,
  schemas: 'platform-subscription',
};
