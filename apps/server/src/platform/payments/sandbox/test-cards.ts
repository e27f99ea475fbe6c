import type { CardBrand, CardDetails } from '../provider-objects.js';
import type { CardRefusal } from './card-errors.js';

/** How one of Stripe's test cards behaves; the sandbox honours each as Stripe's test mode does. */
export interface TestCard {
  number: string;
  brand: CardBrand;
  funding: CardDetails['funding'];
  country: string;
  /** Stripe's test ids for it: `pm_card_<alias>` (a payment method) and `tok_<alias>` (a token). */
  aliases: string[];
  /** A payment with the parent present asks for 3-D Secure. */
  onSession: 'frictionless' | 'authenticate';
  /** A payment without the parent (a renewal): 3-D Secure cannot be asked, so the bank declines or lets it through. */
  offSession: 'succeeds' | 'authentication_required' | 'succeeds_once_set_up';
  /** Saving the card for later (a SetupIntent) asks for 3-D Secure. */
  setup: 'frictionless' | 'authenticate';
  /** The bank refuses the card when it is saved (attached, set up). */
  refusedWhenSaved?: CardRefusal;
  /** Every charge is declined, after any authentication. */
  chargeDeclined?: CardRefusal;
}

type Brand = Pick<TestCard, 'number' | 'brand' | 'funding' | 'country' | 'aliases'>;

const succeeds = (card: Brand): TestCard => ({
  ...card,
  onSession: 'frictionless',
  offSession: 'succeeds',
  setup: 'frictionless',
});

const declined = (number: string, refusal: CardRefusal, aliases: string[]): TestCard => ({
  ...succeeds({ number, brand: 'visa', funding: 'credit', country: 'US', aliases }),
  refusedWhenSaved: refusal,
  chargeDeclined: refusal,
});

const asksForAuthentication = (card: Omit<TestCard, 'brand' | 'funding' | 'country' | 'onSession' | 'setup'>) =>
  ({
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    onSession: 'authenticate',
    setup: 'authenticate',
    ...card,
  }) as TestCard;

export const TEST_CARDS: readonly TestCard[] = [
  // Brands: every payment succeeds.
  succeeds({ number: '4242424242424242', brand: 'visa', funding: 'credit', country: 'US', aliases: ['visa'] }),
  succeeds({ number: '4000056655665556', brand: 'visa', funding: 'debit', country: 'US', aliases: ['visa_debit'] }),
  succeeds({
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    aliases: ['mastercard'],
  }),
  succeeds({ number: '2223003122003222', brand: 'mastercard', funding: 'credit', country: 'US', aliases: [] }),
  succeeds({
    number: '5200828282828210',
    brand: 'mastercard',
    funding: 'debit',
    country: 'US',
    aliases: ['mastercard_debit'],
  }),
  succeeds({
    number: '5105105105105100',
    brand: 'mastercard',
    funding: 'prepaid',
    country: 'US',
    aliases: ['mastercard_prepaid'],
  }),
  succeeds({ number: '378282246310005', brand: 'amex', funding: 'credit', country: 'US', aliases: ['amex'] }),
  succeeds({ number: '371449635398431', brand: 'amex', funding: 'credit', country: 'US', aliases: [] }),
  succeeds({ number: '6011111111111117', brand: 'discover', funding: 'credit', country: 'US', aliases: ['discover'] }),
  succeeds({ number: '6011000990139424', brand: 'discover', funding: 'credit', country: 'US', aliases: [] }),
  succeeds({ number: '6011981111111113', brand: 'discover', funding: 'debit', country: 'US', aliases: [] }),
  succeeds({ number: '3056930009020004', brand: 'diners', funding: 'credit', country: 'US', aliases: ['diners'] }),
  succeeds({ number: '36227206271667', brand: 'diners', funding: 'credit', country: 'US', aliases: [] }),
  succeeds({ number: '3566002020360505', brand: 'jcb', funding: 'credit', country: 'JP', aliases: ['jcb'] }),
  succeeds({ number: '6200000000000005', brand: 'unionpay', funding: 'credit', country: 'CN', aliases: ['unionpay'] }),
  succeeds({ number: '6200000000000047', brand: 'unionpay', funding: 'debit', country: 'CN', aliases: [] }),
  succeeds({ number: '4000008260000000', brand: 'visa', funding: 'credit', country: 'GB', aliases: ['gb'] }),
  succeeds({ number: '4000058260000005', brand: 'visa', funding: 'debit', country: 'GB', aliases: ['gb_debit'] }),
  succeeds({
    number: '5555558265554449',
    brand: 'mastercard',
    funding: 'credit',
    country: 'GB',
    aliases: ['gb_mastercard'],
  }),

  // 3-D Secure.
  asksForAuthentication({
    number: '4000002760003184',
    aliases: ['authenticationRequired'],
    offSession: 'authentication_required',
  }),
  asksForAuthentication({
    number: '4000000000003220',
    aliases: ['threeDSecure2Required'],
    offSession: 'authentication_required',
  }),
  asksForAuthentication({
    number: '4000002500003155',
    aliases: ['authenticationRequiredOnSetup'],
    offSession: 'succeeds_once_set_up',
  }),
  asksForAuthentication({
    number: '4000008400001629',
    aliases: [],
    offSession: 'authentication_required',
    chargeDeclined: 'card_declined',
  }),
  asksForAuthentication({
    number: '4000008260003178',
    aliases: ['authenticationRequiredChargeDeclinedInsufficientFunds'],
    offSession: 'succeeds_once_set_up',
    chargeDeclined: 'insufficient_funds',
  }),

  // Declines.
  declined('4000000000000002', 'card_declined', ['chargeDeclined', 'visa_chargeDeclined']),
  declined('4000000000009995', 'insufficient_funds', [
    'chargeDeclinedInsufficientFunds',
    'visa_chargeDeclinedInsufficientFunds',
  ]),
  declined('4000000000000069', 'expired_card', ['chargeDeclinedExpiredCard']),
  declined('4000000000000127', 'incorrect_cvc', ['chargeDeclinedIncorrectCvc']),
  declined('4000000000000119', 'processing_error', ['chargeDeclinedProcessingError']),
  {
    ...succeeds({
      number: '4000000000000341',
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      aliases: ['chargeCustomerFail'],
    }),
    chargeDeclined: 'card_declined',
  },
];

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card]));
const byAlias = new Map(TEST_CARDS.flatMap((card) => card.aliases.map((alias) => [alias, card] as const)));

export const testCardByNumber = (number: string): TestCard | undefined => byNumber.get(number);

/** The card a test id stands for: `pm_card_visa` when kind is `pm_card_`, `tok_visa` when it is `tok_`. */
export function testCardByAlias(id: string, kind: 'pm_card_' | 'tok_'): TestCard | undefined {
  return id.startsWith(kind) ? byAlias.get(id.slice(kind.length)) : undefined;
}

/** Passes the Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
