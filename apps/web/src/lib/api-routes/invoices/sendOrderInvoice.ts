// Generated from packages/domain/src/api/invoices.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { invoicesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sendOrderInvoice: RouteRef<typeof api.sendOrderInvoice> = {
  operationId: 'sendOrderInvoice',
  method: 'POST',
  path: '/api/v4/orders/order/:orderId/invoice',
  signedIn: true,
  schemas: 'invoices',
};
