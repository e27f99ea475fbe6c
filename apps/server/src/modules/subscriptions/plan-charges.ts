import type { InvoiceWithPayment, Refund, RequestOptions } from '../../platform/payments/index.js';
import { takenBy } from './invoice-payments.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

type Plan = Pick<SubscriptionRow, 'id' | 'clubId'>;

/**
 * Records what a plan's paid invoice took (its charge's amount and time, and the platform's share the provider
 * took: `application_fee_percent` of it), so Financials and the home count plan income with one-off payments.
 * Once per invoice; an invoice of nothing (a trial's) or not paid records nothing (null).
 */
export async function recordPlanCharge(
  deps: Pick<SubscriptionsDeps, 'provider' | 'subscriptions'>,
  plan: Plan,
  invoice: InvoiceWithPayment,
  options: RequestOptions,
): Promise<number | null> {
  const intent = takenBy(invoice);
  if (invoice.status !== 'paid' || intent?.status !== 'succeeded') return null;
  const charge = await deps.provider.charges.retrieve(intent.latest_charge!, options);
  return deps.subscriptions.recordCharge({
    clubId: plan.clubId,
    subscriptionId: plan.id,
    providerInvoiceId: invoice.id,
    amount: charge.amount_captured,
    applicationFee: intent.application_fee_amount ?? 0,
    paidAt: new Date(charge.created * 1000),
  });
}

/** Records a refund of a plan's payment (with the payment, if it was not yet recorded), once. */
export async function recordPlanRefund(
  deps: Pick<SubscriptionsDeps, 'provider' | 'subscriptions'>,
  plan: Plan,
  invoice: InvoiceWithPayment,
  refund: Refund,
  options: RequestOptions,
): Promise<void> {
  const planChargeId = await recordPlanCharge(deps, plan, invoice, options);
  if (planChargeId === null) return;
  await deps.subscriptions.recordChargeRefund({
    planChargeId,
    providerRefundId: refund.id,
    amount: refund.amount,
    createdAt: new Date(refund.created * 1000),
  });
}
