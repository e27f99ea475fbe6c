// Generated from packages/domain/src/api/invoices.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { invoicesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sendTermInvoices: RouteRef<typeof api.sendTermInvoices> = {
  operationId: 'sendTermInvoices',
  method: 'POST',
  path: '/api/v4/orders/outstanding/invoice',
  signedIn: true,
  schemas: 'invoices',
};
