// Generated from packages/domain/src/api/invoices.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { invoicesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  sendOrderInvoice: api.sendOrderInvoice.response,
  sendTermInvoices: api.sendTermInvoices.response,
};
