/**
 * What a parent reads for each outcome the card provider can answer (a decline code, an authentication that
 * failed or was cancelled…): plain words of ours, never the provider's text (`providerOutcomeMessage`).
 */
const providerOutcomes = {
  authenticationFailed: "Your bank didn't confirm this payment. Try again, or use another card.",
  authenticationRequired:
    'Your bank needs you to confirm this payment. Please pay again and finish the check with your bank.',
  declined: 'Your card was declined. Please use another card, or contact your bank.',
  insufficientFunds: "Your card was declined: there isn't enough money in the account. Please use another card.",
  expiredCard: 'Your card has expired. Please use another card.',
  incorrectCvc: "The security code (CVC) isn't right. Please check it and try again.",
  incorrectNumber: "The card number isn't right. Please check it and try again.",
  processingError: 'Something went wrong while your card was being checked, and nothing was paid. Please try again.',
  unknown: "Your payment didn't go through, and nothing was paid. Please try again, or use another card.",
} as const;
export type ProviderOutcome = keyof typeof providerOutcomes;

/** A provider's error as Stripe gives it (a PaymentIntent's `last_payment_error`, a card error, Stripe.js's `error`). */
export interface ProviderErrorFacts {
  type?: string | null;
  code?: string | null;
  decline_code?: string | null;
}

/** Which entry of the catalogue a code names (a decline code first: `card_declined` says less than `insufficient_funds`). */
const outcomeOfCode: Record<string, ProviderOutcome> = {
  payment_intent_authentication_failure: 'authenticationFailed',
  setup_intent_authentication_failure: 'authenticationFailed',
  authentication_required: 'authenticationRequired',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  processing_error: 'processingError',
  card_declined: 'declined',
};

/** The catalogue's entry for a provider's outcome: a known code's, any other card error is a decline, else unknown. */
export function providerOutcomeOf(error: ProviderErrorFacts | null | undefined): ProviderOutcome {
  const known = [error?.decline_code, error?.code].map((code) => (code ? outcomeOfCode[code] : undefined));
  return known.find((outcome) => outcome !== undefined) ?? (error?.type === 'card_error' ? 'declined' : 'unknown');
}

/** What the parent reads for a provider's outcome, on every path (pay, saving a card, subscribing, outstanding payments). */
export const providerOutcomeMessage = (error: ProviderErrorFacts | null | undefined): string =>
  providerOutcomes[providerOutcomeOf(error)];

/** What the server says about a payment: refusals, the wallet's sheet, and the refund email. */
export const paymentOutcomeMessages = {
  paymentOutcomes: {
    providerOutcomes,
    alreadyPaid: 'This order has already been paid.',
    nothingToPay: 'This order has nothing to pay: book it with Book Now.',
    notTakingPayments: (clubName: string) =>
      `${clubName} does not take payments online yet. Please contact the club to pay.`,
    unknownCard: 'We could not find that card. Please choose another card or enter your card again.',
    tooManyDeclines: (minutes: number) =>
      `Too many cards have been declined. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before trying a card again, or contact your bank.`,
    unknownToken: 'We could not read that card. Please enter your card again.',
    tokenMismatch: 'must be the token named in the address',
    idempotencyKeyMismatch: 'must be the order id',
    notThisOrder: 'That payment is not for this order.',
    finishAuthentication:
      'This payment is waiting for you to confirm it with your bank. Please finish that check, or fail it, before paying another way.',
    paymentCanceled: 'This payment was cancelled. Please reload the page and try again.',
    /** The wallet's payment sheet. */
    orderTotalLabel: (clubName: string) => `Order for ${clubName}`,
    platformFee: 'Platform fee',
    placesGoneRefunded: (amount: string) =>
      `Sorry, while you paid the places in this order were taken by someone else, or the club cancelled a session of them. We have refunded ${amount} to your card.`,
    placesGoneReason:
      'While you paid, the places in your order were taken by someone else, or the club cancelled a session of them.',
    /** The reason recorded (and emailed) for a refund the club made at its payment provider's dashboard. */
    providerRefundReason: 'The club made this refund from its payments account.',
    /** A parent's own cancel: the refund's reason, and the email (its money in `cancelMoneyWords`). */
    cancellationEmail: {
      refundReason: (place: string) => `you cancelled ${place}`,
      subject: (clubName: string) => `Your cancellation with ${clubName}`,
      body: (place: string) => `You cancelled ${place}. The place is given up for others to book.`,
    },
    refundEmail: {
      subject: (clubName: string) => `Your refund from ${clubName}`,
      greeting: (firstName: string) => `Hello ${firstName},`,
      body: (amount: string, clubName: string) => `${clubName} has refunded ${amount} to the card you paid with.`,
      reason: (reason: string) => `Why: ${reason}`,
      timing: 'Refunds usually reach your account within 5 to 10 working days.',
      link: 'Your order:',
    },
    /** To the club's finance contacts and the platform's support: a refund owed keeps failing. */
    refundFailingEmail: {
      subject: (clubName: string) => `A refund owed by ${clubName} keeps failing`,
      body: (amount: string, failures: number) =>
        `A payment of ${amount} is owed back to a family (its places were gone when it was paid), but the refund has failed ${failures} times. We keep trying every minute.`,
      action: 'Please check the card provider account (balance, status) or refund the family from the order page.',
      link: 'The order:',
    },
  },
} as const;
