// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { paySettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updatePaymentInstructions: RouteRef<typeof api.updatePaymentInstructions> = {
  operationId: 'updatePaymentInstructions',
  method: 'POST',
  path: '/api/settings/payment-instructions',
  signedIn: true,
  schemas: 'pay-settings',
};
