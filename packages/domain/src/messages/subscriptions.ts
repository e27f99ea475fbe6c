/** Subscriptions (monthly payment plans): the server's refusals and the subscription form's and banner's texts. */
export const subscriptionsMessages = {
  subscriptions: {
    noPlan: 'This order has no monthly plan to subscribe to.',
    notOnlyPlans:
      'This order mixes monthly plans with other bookings. Please book the monthly plan in an order of its own.',
    notThisSubscription: 'That subscription is not for this order.',
    finishAuthentication: 'Please finish confirming your card with your bank first.',
    subscriptionFailed: 'Your subscription could not be started. Please try another card.',
    placesGone:
      'Sorry, the places in this order were taken by someone else while you subscribed. Your subscription has been cancelled and anything it took refunded.',
    planName: (classNames: string) => `Monthly plan: ${classNames}`,
    /** The subscription form (spec "Subscription form"); its cards and Add New Payment Method are saved cards'. */
    form: {
      heading: 'Choose a card for your monthly plan',
      noCards: 'You have no saved cards yet. Add one to subscribe.',
      subscribe: (price: string) => `Subscribe ${price} / month`,
      trial: (days: number) => `Your first ${days} days are free.`,
      processing: 'Processing…',
    },
    /** The account pages' banner and the page to pay what is outstanding. */
    outstanding: {
      banner: 'You have a failed payment, please update your payment method and pay any outstanding balances',
      updateNow: 'Update Now',
      heading: 'Outstanding payments',
      intro: 'Choose the card your monthly plans should charge from now on, and pay what is owed with it.',
      invoicesLabel: 'Unpaid invoices',
      none: 'You have nothing outstanding.',
      invoice: (plan: string, amount: string, period: string) => `${plan}: ${amount} (${period})`,
      pay: (amount: string) => `Pay ${amount}`,
      paying: 'Paying…',
      paid: 'Thank you: your outstanding balance is paid.',
    },
  },
} as const;
