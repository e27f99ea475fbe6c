import type { SubscribeAnswer } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { planBillingAnchor, type FeeRates } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { Subscription } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assertTakingBookings, type Buyer, type PayableOrder } from '../booking/index.js';
import { payInvoices } from './invoice-payments.js';
import { accountOf, parentsOrder, customerFor, planOfOrder, type OrderPlan } from '../payments/index.js';
import { ensurePlanProducts, planProductId } from './plan-products.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { parentsSavedCard } from './subscription-cards.js';
import { nextStepOf, settleSubscription } from './subscription-settlement.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const texts = messages.subscriptions;
/** The column's length. */
const PLAN_NAME_MAX = 120;

/** 409 unless the order (not cancelled) waits to be booked and books monthly plans only. */
async function subscribablePlan(deps: SubscriptionsDeps, order: PayableOrder): Promise<OrderPlan> {
  if (order.status === 'completed') throw new AppError('CONFLICT', messages.paymentOutcomes.alreadyPaid);
  const plan = await planOfOrder(deps, order.id);
  if (!plan) throw new AppError('CONFLICT', texts.noPlan);
  if (!plan.onlyPlans) throw new AppError('CONFLICT', texts.notOnlyPlans);
  return plan;
}

/**
 * The order's one subscription at the provider: its key names the order, so a racing or repeated
 * request is answered the same subscription, and the unique order id keeps one row. Monthly, one
 * item per plan run, the platform's commission as its share of each invoice.
 */
async function createSubscription(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  order: PayableOrder,
  charge: { plan: OrderPlan; rates: FeeRates; customer: string; card: string; account: string },
): Promise<{ row: SubscriptionRow; subscription: Subscription }> {
  const { plan, rates, customer, card, account } = charge;
  await ensurePlanProducts(deps, account, plan.items);
  const anchor = planBillingAnchor(Math.floor(deps.clock().getTime() / 1000), plan, club.timeZone);
  const subscription = await deps.provider.subscriptions.create(
    {
      customer,
      default_payment_method: card,
      items: plan.items.map((item) => ({
        price_data: {
          currency: club.currency.toLowerCase(),
          product: planProductId(item.runId),
          unit_amount: item.monthlyPrice,
          recurring: { interval: 'month' },
        },
      })),
      ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
      // Its billing day: the first payment that day after the free days (the days up to it free), then monthly.
      ...(anchor !== null ? { billing_cycle_anchor: anchor, proration_behavior: 'none' as const } : {}),
      // The platform's commission in effect when the order was placed, as for a one-off payment.
      application_fee_percent: rates.commissionPercent,
      metadata: { orderUuid: order.uuid, parentUserId: String(order.parentUserId), clubId: String(club.id) },
    },
    { stripeAccount: account, idempotencyKey: `subscription:${order.uuid}` },
  );
  const now = deps.clock();
  const row = await deps.subscriptions.insert({
    clubId: club.id,
    userId: order.parentUserId,
    orderId: order.id,
    providerSubscriptionId: subscription.id,
    status: subscription.status,
    planName: plan.name.slice(0, PLAN_NAME_MAX),
    planCost: plan.monthlyCost,
    planFrequency: 'month',
    trialEnd: subscription.trial_end === null ? null : new Date(subscription.trial_end * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return { row, subscription };
}

/**
 * Subscribes the parent to their pending order's monthly plan with one of their saved cards, on
 * the club's connected account. A trial with the card set up, or a first month paid at once, books
 * the order there and then; otherwise the browser does the bank's check (3-D Secure on the first
 * payment or on the trial's card) and then post-subscribes. Subscribing again for the order answers
 * its one subscription; after a declined first payment, the new card pays it.
 */
export async function subscribe(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  payer: Buyer,
  request: { orderUuid: string; paymentMethodId: string },
): Promise<SubscribeAnswer> {
  assertTakingBookings(club);
  const order = await parentsOrder(deps, club, payer.userId, request.orderUuid);
  // Given up (its places went, or its hold ran out): its subscription, if any, is cancelled.
  if (order.status === 'cancelled') throw new AppError('CONFLICT', messages.booking.orderClosed);
  const setup = await deps.paymentSetup(club.id);
  const account = accountOf(setup, club);
  const stored = await deps.subscriptions.ofOrder(order.id);
  // Cancelled (by the club, or by the parent) is over: no card can start it again (not a card's fault).
  if (stored?.status === 'canceled') throw new AppError('CONFLICT', texts.planCancelled);
  const plan = stored ? null : await subscribablePlan(deps, order);
  const customer = await customerFor(deps, club, payer, account);
  const card = await parentsSavedCard(
    deps,
    { paymentMethodId: request.paymentMethodId, field: 'body.paymentMethodId' },
    customer,
    account,
  );
  const { row, subscription } = stored
    ? {
        row: stored,
        subscription: (await payInvoices(deps, account, stored.providerSubscriptionId, card)).subscription,
      }
    : await createSubscription(deps, club, order, {
        plan: plan!,
        rates: await deps.feeRates(club.id, new Date(order.createdAt)),
        customer,
        card,
        account,
      });
  const settled = await settleSubscription(deps, club, row, subscription);
  const step = nextStepOf(settled);
  return {
    status: settled.subscription.status,
    subscriptionId: row.providerSubscriptionId,
    ...(step.kind === 'authenticate'
      ? { clientSecret: step.clientSecret, intentType: step.intentType, intentId: step.intentId }
      : { clientSecret: null, intentType: null, intentId: null }),
  };
}
