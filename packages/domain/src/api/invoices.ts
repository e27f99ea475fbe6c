import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';

/** Invoices sent: the orders whose parents were emailed a link to pay them. */
export const invoicesSentSchema = z.object({
  sent: z.number().int().describe('emails queued'),
  orderIds: z.array(z.number()),
});
export const termInvoicesBodySchema = z.object({ termId: z.number().int().min(1).max(MAX_ID) });

export type InvoicesSent = z.infer<typeof invoicesSentSchema>;

const finance = {
  tags: ['admin-orders'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;

/**
 * Invoices (spec §2 "invoice by term"; client routes "invoice"): an order waiting for payment is
 * sent to its parent as an invoice, an email whose link opens the order's payment page.
 */
export const invoicesApi = {
  sendOrderInvoice: defineRoute({
    ...finance,
    operationId: 'sendOrderInvoice',
    switchedSession: 'refused', // asking a family for money: the club's financial staff's own act
    method: 'POST',
    path: '/api/v4/orders/order/:orderId/invoice',
    summary: "Email an order waiting for payment to its parent as an invoice, linking to the order's payment page",
    params: idParam('orderId'),
    response: invoicesSentSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  sendTermInvoices: defineRoute({
    ...finance,
    operationId: 'sendTermInvoices',
    switchedSession: 'refused', // asking families for money: the club's financial staff's own act
    method: 'POST',
    path: '/api/v4/orders/outstanding/invoice',
    summary: 'Invoice by term: email every order of the term still waiting for payment to its parent',
    body: termInvoicesBodySchema,
    response: invoicesSentSchema,
    errors: ['NOT_FOUND'],
  }),
};
