import type { PlatformInvoice, SubscriptionPoll } from '@clubroom/domain/api';
import { isLapsedStatus } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { InvoiceWithPayment } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { planOfProduct } from './plan-product.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import type { ClubSubscriptionRow } from './platform-subscription.repository.js';

const invoiceOf = (invoice: InvoiceWithPayment): PlatformInvoice => ({
  id: invoice.id,
  status: invoice.status,
  amountDue: invoice.amount_due,
  amountPaid: invoice.amount_paid,
  currency: invoice.currency,
  periodStart: invoice.period_start,
  periodEnd: invoice.period_end,
  created: invoice.created,
});

/**
 * Asks the provider about a subscription and keeps what it says (status, period, card, invoices). The first time
 * (the checkout just completed) it becomes the club's subscription, in club-settings' record. Provider calls first,
 * then one short transaction.
 */
export async function syncSubscription(
  deps: PlatformSubscriptionDeps,
  row: ClubSubscriptionRow,
  providerSubscriptionId: string,
): Promise<ClubSubscriptionRow> {
  const { provider } = deps;
  const subscription = await provider.subscriptions.retrieve(providerSubscriptionId);
  const method = subscription.default_payment_method
    ? await provider.paymentMethods.retrieve(subscription.default_payment_method)
    : null;
  const invoices = await Promise.all(
    (['paid', 'open'] as const).map((status) => provider.invoices.list({ subscription: subscription.id, status })),
  );
  const card = method && {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
  const planId = await planOfProduct(deps, subscription.items.data[0]?.price.product);
  const replaced = row.providerSubscriptionId === null ? await lapsedSubscriptionReplaced(deps, row) : null;
  const saved = await deps.transaction(async ({ repo, ids }) => {
    const kept = await repo.recordFacts(row.id, {
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
      status: subscription.status,
      currentPeriodEnd: new Date(subscription.current_period_end * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      planId,
      card,
      lapsed: isLapsedStatus(subscription.status),
      now: deps.clock(),
    });
    await repo.saveInvoices(
      row.id,
      invoices.flatMap((list) => list.data.map(invoiceOf)),
    );
    if (row.providerSubscriptionId === null) {
      await ids.save(row.clubId, { subscriptionId: subscription.id, previousSubscriptionId: null });
    }
    return kept;
  });
  // The lapsed one it replaces stops trying to charge the club (its event then keeps it as canceled).
  if (replaced && replaced !== subscription.id) await cancelLapsed(deps, replaced);
  return saved;
}

/** Cancels a lapsed subscription; one a racing sync (the poll and the event's job) cancelled first is left be. */
async function cancelLapsed(deps: PlatformSubscriptionDeps, subscriptionId: string): Promise<void> {
  try {
    await deps.provider.subscriptions.cancel(subscriptionId);
  } catch (error) {
    const now = await deps.provider.subscriptions.retrieve(subscriptionId);
    if (now.status !== 'canceled') throw error;
  }
}

/** The club's current subscription when it is a lapsed one of ours that a new checkout replaces, else null. */
async function lapsedSubscriptionReplaced(
  deps: PlatformSubscriptionDeps,
  row: ClubSubscriptionRow,
): Promise<string | null> {
  const { subscriptionId } = await deps.ids.of(row.clubId);
  const current = subscriptionId === null ? null : await deps.repo.byProviderId(subscriptionId);
  return current && current.clubId === row.clubId && isLapsedStatus(current.status) && current.status !== 'canceled'
    ? subscriptionId
    : null;
}

/** A checkout session's outcome: once complete, its subscription is kept (and becomes the club's). */
export async function syncCheckoutSession(
  deps: PlatformSubscriptionDeps,
  row: ClubSubscriptionRow,
): Promise<{ row: ClubSubscriptionRow; expired: boolean }> {
  if (row.providerSubscriptionId !== null || row.checkoutSessionId === null) return { row, expired: false };
  const session = await deps.provider.checkout.sessions.retrieve(row.checkoutSessionId);
  if (session.status === 'complete' && session.subscription) {
    return { row: await syncSubscription(deps, row, session.subscription), expired: false };
  }
  return { row, expired: session.status === 'expired' };
}

/**
 * The page after the checkout asks until the subscription is active: the provider is asked directly (the
 * webhook may not have come yet), so it turns active as soon as the checkout completed.
 */
export async function pollSubscription(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  sessionId: string,
): Promise<SubscriptionPoll> {
  const found = await deps.repo.bySession(club.id, sessionId);
  if (!found) throw notFound('Checkout session');
  const { row, expired } = await syncCheckoutSession(deps, found);
  const subscriptionStatus = row.status === 'pending' ? null : row.status;
  if (expired) return { state: 'expired', subscriptionStatus };
  return { state: row.status === 'active' || row.status === 'trialing' ? 'active' : 'waiting', subscriptionStatus };
}

/**
 * A provider event about the platform's own subscriptions or checkouts (no connected account): kept. Answers the
 * subscription's row as synced (a checkout's event: null).
 */
export async function platformSubscriptionEvent(
  deps: PlatformSubscriptionDeps,
  event: { subscriptionId: string | null; sessionId: string | null },
): Promise<ClubSubscriptionRow | null> {
  if (event.sessionId) {
    const row = await deps.repo.bySessionAnyClub(event.sessionId);
    if (row) await syncCheckoutSession(deps, row);
    return null;
  }
  const row = event.subscriptionId ? await deps.repo.byProviderId(event.subscriptionId) : null;
  return row && event.subscriptionId ? syncSubscription(deps, row, event.subscriptionId) : null;
}
