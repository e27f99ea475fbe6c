/** The payment page: the order to pay, the wallet, the card form and the sandbox's stand-ins for the provider's screens. */
export const paymentPagesMessages = {
  paymentPages: {
    title: 'Payment',
    loadingPayments: 'Loading the ways to pay…',
    processing: 'Processing your payment…',
    paying: 'Paying…',
    pay: (amount: string) => `Pay ${amount}`,
    orderClosed: 'This order has been cancelled, so there is nothing to pay.',
    viewOrder: 'View your order',
    payLink: 'Pay',
    /** The order page's note on a pending order with an amount. */
    awaitingPayment: 'Your places are held for you until you pay for them.',
    summary: 'Order summary',
    summaryTotal: (total: string) => `Order summary: ${total}`,
    total: 'Total',
    agreeBeforeBooking: 'By booking you agree to the',
    termsOfUse: 'Terms of Use',
    currentPlan: 'Your current plan',
    planLine: (name: string, cost: string, frequency: string) => `${name}: ${cost} ${frequency}`,
    orPayWithCard: 'Or pay with card',
    savedCards: 'Pay with',
    savedCard: (brand: string, last4: string, expiry: string) => `${brand} ending ${last4}, expires ${expiry}`,
    newCard: 'New card',
    nameOnCard: 'Name on card',
    nameOnCardRequired: 'Please fill in the Name on card',
    cardDetails: 'Card details',
    rememberCard: 'Remember this card for next time',
    cardsUnavailable: "Card payments can't be taken here just yet. Please try again later.",
    /** The sandbox card field: the same words as Stripe's card Element. */
    cardField: {
      number: 'Card number',
      expiry: 'Expiry date (MM / YY)',
      cvc: 'Security code (CVC)',
      numberIncomplete: 'Your card number is incomplete.',
      numberInvalid: 'Your card number is invalid.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      expiryMonthInvalid: "Your card's expiration month is invalid.",
      expiryYearPast: "Your card's expiration year is in the past.",
      expiryDatePast: "Your card's expiration date is in the past.",
      expiryYearInvalid: "Your card's expiration year is invalid.",
      cvcIncomplete: "Your card's security code is incomplete.",
    },
    /** The sandbox's 3-D Secure check, standing in for the card's bank. */
    threeDSecure: {
      title: 'Confirm this payment with your bank',
      body: 'Sandbox: your bank asks you to confirm this payment. Complete confirms it; Fail refuses it.',
      complete: 'Complete',
      fail: 'Fail',
    },
    /** The sandbox's wallet, standing in for Apple Pay or Google Pay. */
    wallet: {
      button: 'Pay with wallet',
      sandboxNote: 'Sandbox wallet: pays with a test card.',
      pay: 'Pay',
      cancel: 'Cancel',
    },
  },
} as const;
