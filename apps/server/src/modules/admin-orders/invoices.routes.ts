import { invoicesApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { invoicesRepository } from './invoices.repository.js';
import { sendOrderInvoice, sendTermInvoices, type InvoicesDeps } from './send-invoices.js';

/** Invoices: the club's financial staff email orders waiting for payment to parents, one or a whole term's. */
export function invoicesRoutes(
  app: FastifyInstance,
  { db, jobs, config, sms }: Pick<ModuleDeps, 'db' | 'jobs' | 'config' | 'sms'>,
) {
  const deps: InvoicesDeps = {
    repo: invoicesRepository(db),
    send: (work) => withTransaction(db, (tx) => work(outboxOn(jobs, tx))),
    smsAvailable: sms.available,
  };
  const origin = (request: Parameters<typeof requestFacts>[0]) => requestFacts(request, config.publicUrl).origin;
  registerRoute(app, invoicesApi.sendOrderInvoice, async ({ request, club, params }) =>
    sendOrderInvoice(deps, club, origin(request), params.orderId),
  );
  registerRoute(app, invoicesApi.sendTermInvoices, async ({ request, club, body }) =>
    sendTermInvoices(deps, club, origin(request), body.termId),
  );
}
