import type { PaymentError } from '../provider-objects.js';
import { cardError } from './card-errors.js';
import { hasExpired } from './card-input.js';
import type { StoredRecord } from './sandbox-state.js';
import { testCardByNumber, type TestCard } from './test-cards.js';

/** What the card's bank answers: yes, not without 3-D Secure, or no. */
export type BankDecision =
  { result: 'approved' } | { result: 'authenticate' } | { result: 'declined'; error: PaymentError };

const declined = (error: PaymentError): BankDecision => ({ result: 'declined', error });

function testCardOf(method: StoredRecord<'payment_method'>): TestCard {
  const card = testCardByNumber(method.internal.number);
  if (!card) throw new Error(`Payment method ${method.object.id} holds no test card`);
  return card;
}

export interface ChargeCircumstances {
  /** Without the parent there: no 3-D Secure can be asked. */
  offSession: boolean;
  /** The parent has just passed 3-D Secure for this attempt. */
  authenticated: boolean;
  now: number;
}

/** The bank's answer to a payment with this card. */
export function decideCharge(method: StoredRecord<'payment_method'>, at: ChargeCircumstances): BankDecision {
  const card = testCardOf(method);
  if (hasExpired(method.object.card, at.now)) return declined(cardError('expired_card'));
  if (!at.authenticated && at.offSession) {
    const needsAuthentication =
      card.offSession === 'authentication_required' ||
      (card.offSession === 'succeeds_once_set_up' && !method.internal.setUp);
    if (needsAuthentication) return declined(cardError('authentication_required'));
  }
  if (!at.authenticated && !at.offSession && card.onSession === 'authenticate') return { result: 'authenticate' };
  return card.chargeDeclined ? declined(cardError(card.chargeDeclined)) : { result: 'approved' };
}

/** The bank's answer to saving this card for later payments. */
export function decideSetup(
  method: StoredRecord<'payment_method'>,
  at: Omit<ChargeCircumstances, 'offSession'>,
): BankDecision {
  const card = testCardOf(method);
  if (hasExpired(method.object.card, at.now)) return declined(cardError('expired_card'));
  if (card.refusedWhenSaved) return declined(cardError(card.refusedWhenSaved));
  if (!at.authenticated && card.setup === 'authenticate' && !method.internal.setUp) return { result: 'authenticate' };
  return { result: 'approved' };
}
