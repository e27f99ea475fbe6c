/** What the server says about a payment: refusals, the wallet's sheet, and the refund email. */
export const paymentOutcomeMessages = {
  paymentOutcomes: {
    alreadyPaid: 'This order has already been paid.',
    nothingToPay: 'This order has nothing to pay: book it with Book Now.',
    notTakingPayments: (clubName: string) =>
      `${clubName} does not take payments online yet. Please contact the club to pay.`,
    unknownCard: 'We could not find that card. Please choose another card or enter your card again.',
    unknownToken: 'We could not read that card. Please enter your card again.',
    tokenMismatch: 'must be the token named in the address',
    idempotencyKeyMismatch: 'must be the order id',
    notThisOrder: 'That payment is not for this order.',
    finishAuthentication:
      'This payment is waiting for you to confirm it with your bank. Please finish that check, or fail it, before paying another way.',
    paymentCanceled: 'This payment was cancelled. Please reload the page and try again.',
    /** When the provider gave no words for a decline. */
    declined: 'Your card was declined.',
    /** The wallet's payment sheet. */
    orderTotalLabel: (clubName: string) => `Order for ${clubName}`,
    platformFee: 'Platform fee',
    placesGoneRefunded: (amount: string) =>
      `Sorry, the places in this order were taken by someone else while you paid. We have refunded ${amount} to your card.`,
    placesGoneReason: 'The places in your order were taken by someone else while you paid.',
    refundEmail: {
      subject: (clubName: string) => `Your refund from ${clubName}`,
      greeting: (firstName: string) => `Hello ${firstName},`,
      body: (amount: string, clubName: string) => `${clubName} has refunded ${amount} to the card you paid with.`,
      reason: (reason: string) => `Why: ${reason}`,
      timing: 'Refunds usually reach your account within 5 to 10 working days.',
      link: 'Your order:',
    },
  },
} as const;
