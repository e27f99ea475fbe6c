// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updateSmsInvoices: RouteRef<typeof api.updateSmsInvoices> = {
  operationId: 'updateSmsInvoices',
  method: 'POST',
  path: '/api/settings/sms',
  signedIn: true,
  schemas: 'fees',
};
