// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const resetStripeSubscription: RouteRef<typeof api.resetStripeSubscription> = {
  operationId: 'resetStripeSubscription',
  method: 'POST',
  path: '/rest/v1/client/settings/reset-stripe-subscription',
  signedIn: true,
  schemas: 'pay-settings',
};
