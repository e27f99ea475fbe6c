import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { isSandboxProvider, type ProviderEvent } from '../../platform/payments/index.js';
import { paidOrders } from '../booking/index.js';
import { clubsByIds, findClubBySubdomain } from '../clubs/index.js';
import { peopleDirectory } from '../people/index.js';
import { paymentEventJob, reconcilePaymentsJob } from './payment-jobs.js';
import { placesCancelledJob } from './places-cancelled.job.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { receiveWebhook } from './receive-webhook.js';
import { refundPayment, type RefundRequest } from './refund-payment.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { subscriptionEventJob } from './subscription-events.js';
import { subscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';
import { clubSubscriptionsRoutes } from './club-subscriptions.routes.js';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { savedCardsRoutes } from './saved-cards.routes.js';

/** How often the process running jobs looks for payments whose outcome may have been missed. */
const RECONCILE_EVERY_MS = 60_000;

/** The payments use cases' dependencies, built from every module's (the routes, the jobs, and tests of use cases no route exposes yet). */
export function paymentsDeps(deps: ModuleDeps): PaymentsDeps {
  const { db, jobs, clock, config, payments } = deps;
  const clubsById = clubsByIds(deps);
  const clubBySubdomain = findClubBySubdomain(deps);
  return {
    repo: paymentsRepository(db),
    subscriptions: subscriptionsRepository(db),
    transaction: (work) =>
      withTransaction(db, (tx) => work({ repo: paymentsRepository(tx), outbox: outboxOn(jobs, tx) })),
    provider: payments,
    orders: paidOrders(deps),
    rateLimits: rateLimitRepository(db),
    people: peopleDirectory(deps),
    clubById: async (clubId) => {
      const [club] = await clubsById([clubId]);
      return club ? clubBySubdomain(club.subdomain) : null;
    },
    clock,
    publicUrl: config.publicUrl,
    publishableKey: payments.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    fault: config.CLUBROOM_FAULT,
  };
}

/** Refunds of an order's card payment by the club's staff (modules/admin-orders), through `refundPayment`. */
export function orderRefunds(deps: ModuleDeps) {
  const payments = paymentsDeps(deps);
  return {
    paymentOf: (orderId: number) => payments.repo.paymentOfOrder(orderId),
    refund: (club: ResolvedClub, payment: PaymentRow, request: RefundRequest) =>
      refundPayment(payments, club, payment, request),
  };
}
export type OrderRefunds = ReturnType<typeof orderRefunds>;

/** Queues a reconciliation at start and every minute (each is quick when nothing is unsettled). */
function scheduleReconciliation(app: FastifyInstance, deps: PaymentsDeps): void {
  const enqueue = () =>
    deps
      .transaction((w) => w.outbox.job('reconcile-payments', {}))
      .catch((err: unknown) => app.log.error({ err }, 'could not queue the payments reconciliation'));
  const timer = setInterval(enqueue, RECONCILE_EVERY_MS).unref();
  app.addHook('onReady', async () => void enqueue());
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Payments (issue 11): paying orders with cards and wallets, confirming them, webhooks, refunds (docs/payments.md). */
export const paymentsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const payments = paymentsDeps(deps);
  await paymentsRoutes(app, payments);
  subscriptionsRoutes(app, payments);
  clubSubscriptionsRoutes(app, { ...payments, audit: auditRepository(deps.db) });
  savedCardsRoutes(app, payments);
  if (isSandboxProvider(deps.payments)) sandboxRoutes(app, payments, deps.payments.sandbox);
  if (deps.config.JOBS_WORKER) scheduleReconciliation(app, payments);
};

export const paymentsJobs = (
  deps: ModuleDeps,
): Pick<ModuleJobHandlers, 'payment-event' | 'reconcile-payments' | 'subscription-event' | 'places-cancelled'> => {
  const payments = paymentsDeps(deps);
  return {
    'payment-event': paymentEventJob(payments),
    'reconcile-payments': reconcilePaymentsJob(payments),
    'subscription-event': subscriptionEventJob(payments),
    'places-cancelled': placesCancelledJob(payments),
  };
};

/**
 * Where the provider's own events go (its `onEvent`): the sandbox's are signed and received as a
 * webhook delivery is, so they take the production path, signature check included. Stripe's arrive
 * at the webhook route instead.
 */
export function providerEventDelivery(deps: ModuleDeps): (event: ProviderEvent) => Promise<void> {
  const { payments: provider } = deps;
  if (!isSandboxProvider(provider)) return async () => {};
  const payments = paymentsDeps(deps);
  return async (event) => {
    const { payload, signature } = provider.sandbox.signedWebhook(event);
    await receiveWebhook(payments, payload, signature);
  };
}
