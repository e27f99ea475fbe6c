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
      'Sorry, the places in this order were taken by someone else while you subscribed. Your subscription has been cancelled.',
    planName: (classNames: string) => `Monthly plan: ${classNames}`,
    /** The subscription form (spec "Subscription form"). */
    form: {
      heading: 'Choose a card for your monthly plan',
      noCards: 'You have no saved cards yet. Add one to subscribe.',
      cardLabel: (brand: string, last4: string, month: number, year: number) =>
        `${brand} ending ${last4}, expires ${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
      subscribe: (price: string) => `Subscribe ${price} / month`,
      trial: (days: number) => `Your first ${days} days are free.`,
      addNew: 'Add New Payment Method',
      cancel: 'Cancel',
      save: 'Save',
      processing: 'Processing…',
    },
    /** The account pages' banner and the page to pay what is outstanding. */
    outstanding: {
      banner: 'You have a failed payment, please update your payment method and pay any outstanding balances',
      updateNow: 'Update Now',
      heading: 'Outstanding payments',
      none: 'You have nothing outstanding.',
      invoice: (plan: string, amount: string) => `${plan}: ${amount}`,
      pay: (amount: string) => `Pay ${amount}`,
      paid: 'Thank you: your outstanding balance is paid.',
    },
  },
} as const;
