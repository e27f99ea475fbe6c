// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const howToPay: RouteRef<typeof api.howToPay> = {
  operationId: 'howToPay',
  method: 'GET',
  path: '/api/settings/how-to-pay',
  signedIn: true,
  schemas: 'pay-settings',
};
