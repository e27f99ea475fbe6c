// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const restoreStripeSubscription: RouteRef<typeof api.restoreStripeSubscription> = {
  operationId: 'restoreStripeSubscription',
  method: 'POST',
  path: '/rest/v1/client/settings/restore-stripe-subscription',
  signedIn: true,
  schemas: 'pay-settings',
};
