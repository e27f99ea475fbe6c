import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { isSandboxProvider, type ProviderEvent } from '../../platform/payments/index.js';
import { paidOrders } from '../booking/index.js';
import { familyCredit } from '../credit/index.js';
import { clubsByIds, findClubBySubdomain } from '../clubs/index.js';
import { clubFeeRatesAt, clubPaymentSetup } from '../club-settings/index.js';
import { peopleDirectory } from '../people/index.js';
import { paymentEventJob, reconcilePaymentsJob } from './payment-jobs.js';
import { keepAsCredit, refundToCard, type PlaceMoney } from './place-money.js';
import { providerRefundsJob } from './provider-refunds.js';
import { refundEmailJob } from './refund-email.job.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { receiveWebhook } from './receive-webhook.js';
import { refundPayment, type RefundRequest } from './refund-payment.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';

/**
 * The payments use cases' dependencies, built from every module's (the routes, the jobs, and tests of use cases no route
 * exposes yet); subscriptions and saved cards build theirs on them.
 */
export function paymentsDeps(deps: ModuleDeps): PaymentsDeps {
  const { db, jobs, clock, config, payments } = deps;
  const clubsById = clubsByIds(deps);
  const clubBySubdomain = findClubBySubdomain(deps);
  return {
    repo: paymentsRepository(db),
    paymentSetup: clubPaymentSetup(deps),
    feeRates: clubFeeRatesAt(deps),
    transaction: (work) =>
      withTransaction(db, (tx) => work({ repo: paymentsRepository(tx), outbox: outboxOn(jobs, tx) })),
    provider: payments,
    orders: paidOrders(deps),
    credit: familyCredit(deps),
    rateLimits: rateLimitRepository(db),
    people: peopleDirectory(deps),
    clubById: async (clubId) => {
      const [club] = await clubsById([clubId]);
      return club ? clubBySubdomain(club.subdomain) : null;
    },
    clock,
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
    publishableKey: payments.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    log: deps.log,
    fault: config.CLUBROOM_FAULT,
  };
}

/** Refunds of an order's card payment by the club's staff (modules/admin-orders), through `refundPayment`. */
export function orderRefunds(deps: ModuleDeps) {
  const payments = paymentsDeps(deps);
  return {
    paymentOf: (orderId: number) => payments.repo.paymentOfOrder(orderId),
    /** What is left to refund of a payment. */
    leftOf: async (payment: PaymentRow) => payment.amount - (await payments.repo.refundedSoFar(payment.id)),
    refund: (club: ResolvedClub, payment: PaymentRow, request: RefundRequest) =>
      refundPayment(payments, club, payment, request),
  };
}
export type OrderRefunds = ReturnType<typeof orderRefunds>;

/**
 * Money given back for a place or one session of it (modules/admin-schedule: a session the club cancelled), by the
 * rules a parent's own cancel uses: refunded to the card that paid, or kept as the family's credit with the club.
 */
export function placeMoney(deps: ModuleDeps) {
  const payments = paymentsDeps(deps);
  return {
    refundToCard: (club: ResolvedClub, money: PlaceMoney) => refundToCard(payments, club, money),
    keepAsCredit: (club: ResolvedClub, money: PlaceMoney) => keepAsCredit(payments, club, money),
  };
}
export type PlaceMoneyActs = ReturnType<typeof placeMoney>;
export type { PlaceMoney } from './place-money.js';

// What subscriptions and saved cards build on: the parent's order and payer, their customer and cards at the
// provider, refunds and their email, the monthly plan an order books.
export type { PaymentsDeps } from './payments-deps.js';
export { accountOf, parentsOrder } from './parents-order.js';
export { payerOf, payerOfRequest, siteOf } from './payers.js';
export { customerFor, savedCardOf, savedCardsOf } from './payment-customers.js';
export { cardRefused } from './card-sources.js';
export { countingDeclines } from './card-declines.js';
export { refundEmail } from './refund-email.js';
export { REFUND_EMAIL_DELAY_MS } from './record-refund.js';
export { refundPayment } from './refund-payment.js';
export { givesMoneyBack } from './provider-refunds.js';
export { planOfOrder, type OrderPlan } from './subscription-plans.js';
export { keepAsCredit, refundToCard } from './place-money.js';

/** Payments (issue 11): paying orders with cards and wallets, confirming them, webhooks, refunds (docs/payments.md). */
export const paymentsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const payments = paymentsDeps(deps);
  await paymentsRoutes(app, payments);
  if (isSandboxProvider(deps.payments)) sandboxRoutes(app, payments, deps.payments.sandbox);
};

export const paymentsJobs = (
  deps: ModuleDeps,
): Pick<ModuleJobHandlers, 'payment-event' | 'provider-refunds' | 'reconcile-payments' | 'refund-email'> => {
  const payments = paymentsDeps(deps);
  return {
    'payment-event': paymentEventJob(payments),
    'provider-refunds': providerRefundsJob(payments),
    'reconcile-payments': reconcilePaymentsJob(payments),
    'refund-email': refundEmailJob(payments),
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
