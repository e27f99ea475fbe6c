// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const savePaymentSettings: RouteRef<typeof api.savePaymentSettings> = {
  operationId: 'savePaymentSettings',
  method: 'PUT',
  path: '/api/settings/payment-settings',
  signedIn: true,
  schemas: 'pay-settings',
};
