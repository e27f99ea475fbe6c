import { messages, providerOutcomeMessage } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import { PaymentProviderError, type PaymentIntent } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assertTakingBookings, type Buyer, type PayableOrder } from '../booking/index.js';
import { cardRefused, paymentMethodFor, type CardSource } from './card-sources.js';
import { faultPoint } from './fault-point.js';
import { accountOf, assertPayable, parentsOrder } from './parents-order.js';
import { customerFor } from './payment-customers.js';
import type { PaymentSetup } from '../club-settings/index.js';
import { chargeFor } from './payment-setup.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from './payments.repository.js';
import { settlePayment, type Settlement } from './settle-payment.js';

const texts = messages.paymentOutcomes;

export interface PayRequest {
  orderUuid: string;
  source: CardSource;
  rememberCard: boolean;
}

/** A payment attempt's answer: paid (the order is completed), or 3-D Secure to do in the browser. */
export interface PayAnswer {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
  clientSecret: string | null;
}

/**
 * The order's one PaymentIntent, made on its first attempt and stored before it is ever confirmed:
 * the order uuid is its idempotency key, so a racing attempt is answered the same intent, and the
 * unique order id keeps one row. Its amount is the order's total with the passing-on fee (when the
 * club passes fees on); the platform's share is its application fee, on the club's account.
 */
async function paymentOf(
  deps: PaymentsDeps,
  club: ResolvedClub,
  order: PayableOrder,
  setup: PaymentSetup,
  customer: string,
): Promise<PaymentRow> {
  const stored = await deps.repo.paymentOfOrder(order.id);
  if (stored) return stored;
  const charge = chargeFor(order, await deps.feeRates(club.id, new Date(order.createdAt)));
  const intent = await deps.provider.paymentIntents.create(
    {
      amount: charge.amount,
      currency: club.currency.toLowerCase(),
      customer,
      application_fee_amount: charge.applicationFee,
      description: `${club.name}: order ${order.uuid}`,
      metadata: { orderUuid: order.uuid, parentUserId: String(order.parentUserId), clubId: String(club.id) },
    },
    { stripeAccount: accountOf(setup, club), idempotencyKey: order.uuid },
  );
  const now = deps.clock();
  return deps.repo.insertPayment({
    clubId: club.id,
    orderId: order.id,
    parentUserId: order.parentUserId,
    providerIntentId: intent.id,
    amount: charge.amount,
    fee: charge.fee,
    applicationFee: charge.applicationFee,
    currency: club.currency,
    status: intent.status,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The answer to an intent as it now is: settled and paid, 3-D Secure to do, or declined (402 with
 * the catalogue's words for the bank's answer). Paid but its places gone while the parent paid: 409, the money refunded.
 */
export function answerOf(settlement: Settlement, payment: PaymentRow): PayAnswer {
  const { intent, outcome } = settlement;
  if (outcome === 'refunded') {
    const amount = formatMoney(payment.amount, currencySymbolFor(payment.currency));
    throw new AppError('HOLD_EXPIRED', texts.placesGoneRefunded(amount));
  }
  if (outcome === 'completed') return { status: 'succeeded', paymentIntentId: intent.id, clientSecret: null };
  if (intent.status === 'requires_action') {
    return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    throw new AppError('PAYMENT_FAILED', providerOutcomeMessage(intent.last_payment_error));
  }
  if (intent.status === 'canceled') throw new AppError('CONFLICT', texts.paymentCanceled);
  throw new AppError('CONFLICT');
}

/** Confirms the intent with the card: one attempt, its key naming the card, the wish to save it and the failures so far. */
async function attempt(
  deps: PaymentsDeps,
  payment: PaymentRow,
  order: PayableOrder,
  confirm: { paymentMethod: string; rememberCard: boolean; account: string },
): Promise<PaymentIntent> {
  const remember = confirm.rememberCard ? 1 : 0;
  await deps.repo.markConfirming(payment.id, deps.clock());
  try {
    return await deps.provider.paymentIntents.confirm(
      payment.providerIntentId,
      { payment_method: confirm.paymentMethod, setup_future_usage: confirm.rememberCard ? 'off_session' : '' },
      {
        stripeAccount: confirm.account,
        idempotencyKey: `${order.uuid}:${confirm.paymentMethod}:${remember}:${payment.failedAttempts}`,
      },
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.type === 'card_error') throw cardRefused(error);
    // Another attempt got there first (paid, or waiting for 3-D Secure): the intent says which.
    return deps.provider.paymentIntents.retrieve(payment.providerIntentId, { stripeAccount: confirm.account });
  }
}

/**
 * Pays one of the parent's pending orders with a card (a payment method, a token, or a saved card),
 * on the club's connected account. Never charges twice: one intent per order, and an intent that
 * has succeeded (or waits for 3-D Secure) is not confirmed again. A paid, cancelled or other
 * parent's order, an unknown card, or another parent's saved card: 4xx, nothing charged. No
 * transaction is open while the provider is called.
 */
export async function payOrder(
  deps: PaymentsDeps,
  club: ResolvedClub,
  payer: Buyer,
  request: PayRequest,
): Promise<PayAnswer> {
  assertTakingBookings(club);
  const order = await parentsOrder(deps, club, payer.userId, request.orderUuid);
  assertPayable(order);
  // Nothing is charged for an order priced with a session the club has cancelled since.
  await deps.orders.assertSessionsHappen(club, order);
  const setup = await deps.paymentSetup(club.id);
  const account = accountOf(setup, club);
  const customer = await customerFor(deps, club, payer, account);
  const paymentMethod = await paymentMethodFor(deps, request.source, customer, account);
  const stored = await paymentOf(deps, club, order, setup, customer);
  // The intent as it is now (an earlier attempt may have paid, or be waiting for 3-D Secure).
  const current = await settlePayment(deps, club, stored);
  const { status } = current.intent;
  if (status === 'requires_action') throw new AppError('PAYMENT_REQUIRES_ACTION', texts.finishAuthentication);
  if (status === 'succeeded' || status === 'canceled') return answerOf(current, stored);
  const payment = (await deps.repo.paymentOfOrder(order.id))!;
  const intent = await attempt(deps, payment, order, { paymentMethod, rememberCard: request.rememberCard, account });
  faultPoint(deps.fault, 'kill-after-charge', intent.status === 'succeeded');
  return answerOf(await settlePayment(deps, club, payment, intent), payment);
}
