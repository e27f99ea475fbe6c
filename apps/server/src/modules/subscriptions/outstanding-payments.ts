import type { OutstandingInvoice } from '@clubroom/domain/api';
import { providerOutcomeMessage } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import { payInvoices, setSubscriptionCard, unpaidInvoicesOf } from './invoice-payments.js';
import { accountOf, customerFor } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { planPlaces } from './parent-subscriptions.js';
import { parentsSavedCard } from './subscription-cards.js';
import { settleSubscription } from './subscription-settlement.js';

/** A subscription whose renewal failed: its invoice waits to be paid. */
const OUTSTANDING = ['past_due', 'unpaid'];
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Whether the parent has a failed payment at the club (the account pages' banner), from the stored statuses. */
export async function hasOutstanding(deps: SubscriptionsDeps, club: ResolvedClub, userId: number): Promise<boolean> {
  return (await deps.subscriptions.ofParent(club.id, userId, OUTSTANDING)).length > 0;
}

/** The parent's outstanding subscriptions with their unpaid invoices, as the provider has them. */
async function outstandingOf(deps: SubscriptionsDeps, club: ResolvedClub, userId: number) {
  const rows = await deps.subscriptions.ofParent(club.id, userId, OUTSTANDING);
  if (rows.length === 0) return { account: null, due: [] };
  const account = accountOf(await deps.paymentSetup(club.id), club);
  const due = [];
  for (const { subscription: row } of rows) {
    due.push({ row, invoices: await unpaidInvoicesOf(deps, account, row.providerSubscriptionId) });
  }
  return { account, due };
}

/** The card a subscription charges, if it has one. */
async function cardOf(deps: SubscriptionsDeps, account: string, subscriptionId: string): Promise<string | null> {
  return (await deps.provider.subscriptions.retrieve(subscriptionId, { stripeAccount: account }))
    .default_payment_method;
}

/** The parent's unpaid subscription invoices at the club, each naming its places and the card that failed. */
export async function outstandingInvoices(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  userId: number,
): Promise<OutstandingInvoice[]> {
  const { due } = await outstandingOf(deps, club, userId);
  const places = await Promise.all(due.map(({ row }) => planPlaces(deps, row.orderId)));
  return due.flatMap(({ row, invoices }, i) =>
    invoices.map((invoice) => ({
      invoiceId: invoice.id,
      subscriptionId: row.providerSubscriptionId,
      planName: row.planName,
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      periodStart: iso(invoice.period_start),
      periodEnd: iso(invoice.period_end),
      places: places[i],
      failedCardId: invoice.payment_intent?.last_payment_error?.payment_method?.id ?? null,
    })),
  );
}

/**
 * Pays the parent's unpaid invoices, one after another, with the saved card given (which becomes
 * each subscription's card) or else each subscription's own. Stops at one that needs 3-D Secure
 * (the browser does it, then pays again for the rest); a decline answers 402, what was paid stays
 * paid. Each subscription's status is refreshed from the provider.
 */
export async function payOutstanding(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  payer: Buyer,
  paymentMethodId: string | undefined,
) {
  const { account, due } = await outstandingOf(deps, club, payer.userId);
  let paid = 0;
  if (!account) return { status: 'paid' as const, paid, clientSecret: null, paymentIntentId: null };
  const customer = await customerFor(deps, club, payer, account);
  const given =
    paymentMethodId &&
    (await parentsSavedCard(deps, { paymentMethodId, field: 'body.paymentMethodId' }, customer, account));
  for (const { row } of due) {
    const card = given || (await cardOf(deps, account, row.providerSubscriptionId));
    if (!card) continue;
    const done = await payInvoices(deps, account, row.providerSubscriptionId, card);
    const intent = done.stoppedAt;
    paid += done.paid;
    await settleSubscription(deps, club, row, done.subscription);
    if (intent?.status === 'requires_action') {
      return {
        status: 'requires_action' as const,
        paid,
        clientSecret: intent.client_secret,
        paymentIntentId: intent.id,
      };
    }
    if (intent?.last_payment_error) {
      throw new AppError('PAYMENT_FAILED', providerOutcomeMessage(intent.last_payment_error));
    }
  }
  return { status: 'paid' as const, paid, clientSecret: null, paymentIntentId: null };
}

/** Makes a saved card the one the parent's subscriptions charge: the one named (theirs, else 404), or all of them. */
export async function updateSubscriptionsCard(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  payer: Buyer,
  request: { paymentMethodId: string; subscriptionId?: string },
): Promise<number> {
  const account = accountOf(await deps.paymentSetup(club.id), club);
  const customer = await customerFor(deps, club, payer, account);
  const card = await parentsSavedCard(
    deps,
    { paymentMethodId: request.paymentMethodId, field: 'body.paymentMethodId' },
    customer,
    account,
  );
  const rows = (await deps.subscriptions.ofParent(club.id, payer.userId)).filter(
    ({ subscription }) =>
      subscription.status !== 'canceled' &&
      (request.subscriptionId === undefined || subscription.providerSubscriptionId === request.subscriptionId),
  );
  if (request.subscriptionId !== undefined && rows.length === 0) throw notFound('Subscription');
  for (const { subscription } of rows) {
    await setSubscriptionCard(deps, account, subscription.providerSubscriptionId, card);
  }
  return rows.length;
}
