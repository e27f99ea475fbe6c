// Generated from packages/domain/src/api/invoices.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { sendOrderInvoice } from './sendOrderInvoice';
export { sendTermInvoices } from './sendTermInvoices';
