import type { OrderLineView, PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { parentsOrder } from './parents-order.js';
import { savedCardsOf } from './payment-customers.js';
import { planOfOrder } from './subscription-plans.js';
import type { PaymentsDeps } from './payments-deps.js';

const texts = messages.paymentOutcomes;

/** A line as the summary and the wallet's sheet list it: a monthly plan's (amount 0) with its price a month. */
function displayLabel(line: OrderLineView, currency: string): string {
  if (!line.monthlyPlan) return line.description;
  const price = messages.booking.lineAmount(line, (minor) => formatMoney(minor, currencySymbolFor(currency)));
  return `${line.description} (${price})`;
}

/**
 * The payment page's order (the spec's "Order" entity): what the parent pays, the fee the club
 * passes on, the wallet's payment request, the provider and the club's account for the card
 * collector, the parent's saved cards and current plan.
 */
export async function paymentOrder(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  uuid: string,
): Promise<PaymentOrder> {
  const order = await parentsOrder(deps, club, userId, uuid);
  const setup = await deps.paymentSetup(club.id);
  // The credit and fee fixed at checkout and the total with them: the basket's, the order page's and the charge's.
  const { passingOnFee: fee, totalToPay: total } = order;
  const plan = await deps.repo.currentPlan(club.id, userId);
  const ordersPlan = await planOfOrder(deps, order.id);
  return {
    orderId: order.uuid,
    uuid: order.uuid,
    status: order.status,
    amount: order.total,
    creditApplied: order.creditApplied,
    passingOnFee: fee,
    total,
    currency: order.currency,
    clubName: club.name,
    subdomain: club.subdomain,
    absorbCharges: setup.absorbCharges ? 1 : 0,
    includesSubscription: ordersPlan !== null,
    parentHasSubscription: plan !== null,
    hasSubscriptionBookings: ordersPlan ? '1' : '0',
    paymentRequest: {
      country: setup.country,
      currency: order.currency.toLowerCase(),
      total: { label: texts.orderTotalLabel(club.name), amount: total },
      displayItems: [
        ...order.lines.map((line) => ({ label: displayLabel(line, order.currency), amount: line.amount })),
        ...(order.creditApplied > 0 ? [{ label: messages.credit.line, amount: -order.creditApplied }] : []),
        ...(fee > 0 ? [{ label: texts.platformFee, amount: fee }] : []),
      ],
    },
    provider: {
      name: deps.provider.name,
      publishableKey: deps.publishableKey,
      connectedAccountId: setup.connectedAccountId,
    },
    savedCards: await savedCardsOf(deps, club, userId, setup.connectedAccountId),
    currentPlan: plan,
    subscriptionPlan: ordersPlan && {
      name: ordersPlan.name,
      cost: ordersPlan.monthlyCost,
      trialDays: ordersPlan.trialDays,
      billingDay: ordersPlan.billingDay,
    },
  };
}
