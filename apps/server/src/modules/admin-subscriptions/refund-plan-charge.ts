import type { ClubSubscriptionResponse, RefundChargeBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import { PaymentProviderError } from '../../platform/payments/index.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailFrom, findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, recordPlanRefund, takenBy } from '../subscriptions/index.js';
import { emailPlanParent } from './email-plan-parent.js';
import { chargeRefundEmail } from './plan-change-email.js';
import { paidInvoicesOf } from './plan-money.js';

const texts = messages.subscriptions.admin;

/**
 * Staff give back one payment a plan took (a renewal, or its first month): all that is left of it, or part,
 * never more (400 naming `body.amount`). Through the provider with the platform's fee given back in proportion,
 * under the caller's key (a retry refunds once; the key reused for another refund is 409). The plan itself is
 * unchanged. The refund is recorded for the club's money figures, the parent emailed and the refund audited.
 */
export async function refundPlanCharge(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
  body: RefundChargeBody,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const options = await providerOptions(deps, club);
  const invoice = (await paidInvoicesOf(deps, view.providerId, options)).find((i) => i.id === body.invoiceId);
  if (!invoice) throw bodyFieldRefused('invoiceId', texts.notAPaymentTaken);
  const intent = takenBy(invoice)!;
  const charge = await deps.provider.charges.retrieve(intent.latest_charge!, options);
  const left = charge.amount_captured - charge.amount_refunded;
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(club.currency));
  if (left === 0) throw new AppError('CONFLICT', texts.chargeAllRefunded);
  const amount = body.amount ?? left;
  if (amount > left) throw bodyFieldRefused('amount', texts.refundAtMost(money(left)));
  let refund;
  try {
    refund = await deps.provider.refunds.create(
      {
        payment_intent: intent.id,
        amount,
        reason: 'requested_by_customer',
        refund_application_fee: true,
        metadata: { subscriptionId: String(subscriptionId), invoiceId: invoice.id, why: body.reason },
      },
      { ...options, idempotencyKey: `plan-charge-refund:${subscriptionId}:${body.idempotencyKey}` },
    );
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'idempotency_error')
      throw new AppError('CONFLICT', texts.refundKeyUsed);
    throw error;
  }
  await recordPlanRefund(deps, { id: subscriptionId, clubId: club.id }, invoice, refund, options);
  await deps.audit.record(actor, {
    action: 'subscription.charge_refunded',
    subjectUserId: view.userId,
    clubId: club.id,
    details: { subscriptionId, invoiceId: invoice.id, amount, reason: body.reason },
  });
  await emailPlanParent(deps, club, view, (facts) =>
    chargeRefundEmail({
      ...facts,
      amount,
      charged: charge.amount_captured,
      paidAt: charge.created,
      reason: body.reason,
    }),
  );
  return getDetail(deps, club, subscriptionId, view.providerId, options);
}

const getDetail = async (
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  subscriptionId: number,
  providerId: string,
  options: { stripeAccount?: string },
) => detailFrom(deps, club, subscriptionId, await deps.provider.subscriptions.retrieve(providerId, options));
