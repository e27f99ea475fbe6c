// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubPlatformSubscription: RouteRef<typeof api.clubPlatformSubscription> = {
  operationId: 'clubPlatformSubscription',
  method: 'GET',
  path: '/rest/v1/client/settings/subscription',
  signedIn: true,
  schemas: 'pay-settings',
};
