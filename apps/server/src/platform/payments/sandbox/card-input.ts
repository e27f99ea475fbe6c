import type { RawCard } from '../payment-provider.js';
import { PaymentProviderError } from '../payment-provider-error.js';
import type { CardDetails } from '../provider-objects.js';
import { cardError, type CardRefusal } from './card-errors.js';
import { cardFingerprint } from './sandbox-ids.js';
import { luhnValid, testCardByNumber, type TestCard } from './test-cards.js';

/** A test card as the sandbox keeps it: the card's behaviour and the expiry it was given. */
export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
}

const refused = (refusal: CardRefusal) => PaymentProviderError.fromCardError(cardError(refusal));

/** Past its expiry month (a card is good to the end of that month), at `now` in Unix seconds. */
export function hasExpired(card: Pick<SandboxCard, 'exp_month' | 'exp_year'>, now: number): boolean {
  const today = new Date(now * 1000);
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return card.exp_year * 12 + card.exp_month < thisMonth;
}

/**
 * A typed card checked as the bank's first look does: a number that fails Luhn is incorrect, one that is not a
 * test card is refused (the sandbox moves no money), a bad month or CVC is invalid, a past expiry is expired.
 */
export function readRawCard(card: RawCard, now: number): SandboxCard {
  const number = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw refused('incorrect_number');
  if (!testCardByNumber(number)) throw refused('test_mode_live_card');
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    throw refused('invalid_expiry_month');
  }
  const expYear = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) throw refused('invalid_cvc');
  if (hasExpired({ exp_month: card.exp_month, exp_year: expYear }, now)) throw refused('expired_card');
  return { number, exp_month: card.exp_month, exp_year: expYear };
}

/** The card a test alias stands for (`pm_card_visa`, `tok_visa`): good until December next year. */
export const aliasCard = (card: TestCard, now: number): SandboxCard => ({
  number: card.number,
  exp_month: 12,
  exp_year: new Date(now * 1000).getUTCFullYear() + 1,
});

export function cardDetails(card: SandboxCard): CardDetails {
  const test = testCardByNumber(card.number);
  if (!test) throw new Error(`Not a test card: …${card.number.slice(-4)}`);
  return {
    brand: test.brand,
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    funding: test.funding,
    country: test.country,
    fingerprint: cardFingerprint(card.number),
  };
}
