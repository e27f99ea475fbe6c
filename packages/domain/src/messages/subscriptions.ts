/** Subscriptions (monthly payment plans): the server's refusals and the subscription form's and banner's texts. */
export const subscriptionsMessages = {
  subscriptions: {
    /** The club's payment plans admin (/cms/subscriptions). */
    admin: {
      title: 'Payment plans',
      loadFailed: "We couldn't load the payment plans.",
      none: 'No payment plans here.',
      tabs: {
        all: 'All',
        successful: 'Successful',
        paused: 'Paused',
        problem: 'Problem',
        'not-set-up': 'Not set up',
        cancelled: 'Cancelled',
      } as Record<string, string>,
      statuses: {
        active: 'Active',
        trialing: 'Free trial',
        paused: 'Paused',
        past_due: 'Payment failed',
        unpaid: 'Unpaid',
        incomplete: 'Not set up',
        incomplete_expired: 'Never set up',
        canceled: 'Cancelled',
      } as Record<string, string>,
      parent: 'Parent',
      places: 'Places',
      plan: 'Plan',
      amount: 'Amount',
      status: 'Status',
      nextPayment: 'Next payment',
      trialEnds: 'Trial ends',
      noNextPayment: 'None',
      perPeriod: (amount: string, frequency: string) => `${amount} / ${frequency}`,
      backToList: 'All payment plans',
      pause: 'Pause payments',
      resume: 'Resume payments',
      cancel: 'Cancel plan',
      cancelConfirm: 'Cancel this payment plan now? Nothing more will be taken; this cannot be undone.',
      cancelChoice: (date: string) =>
        `Cancel this payment plan? Cancelled on ${date}, when the period paid for ends, it can be reactivated until then. Cancelled now, nothing more is taken and it cannot be undone.`,
      cancelAtPeriodEnd: (date: string) => `Cancel on ${date}`,
      cancelNow: 'Cancel now',
      keepPlan: 'Keep plan',
      endsOn: 'Ends on',
      reactivate: 'Reactivate plan',
      endScheduled: (date: string) => `The plan will end on ${date}. Nothing more will be taken.`,
      reactivated: 'The plan is active again: it renews as before.',
      notChangeable: (status: string) => `A payment plan that is ${status} cannot be changed like this.`,
      order: 'Order',
      changePlan: 'Change plan',
      changePlanIntro:
        'Set what each place costs a month. The new price is taken from the next payment on: nothing more is taken or given back for the month already paid. The parent is emailed.',
      placePrice: (place: string) => `${place}: a month`,
      classPriceNow: (price: string) => `The class's price now: ${price}`,
      amountInvalid: 'Enter an amount in pounds, such as 25 or 25.50',
      changeConfirm: (from: string, to: string, when: string) =>
        `Change this plan from ${from} to ${to} a month, from ${when}? The parent will be emailed.`,
      nextPaymentWhen: 'the next payment',
      confirmChange: 'Yes, change the plan',
      changing: 'Changing…',
      back: 'Back',
      noChange: 'The prices are as they were: nothing to change.',
      placesChanged: "This plan's places are not the ones shown. Please reload the page and try again.",
      planChanged: (amount: string) => `Plan changed: ${amount} a month from the next payment.`,
      changeTrial: 'Change free trial',
      trialIntro:
        'Choose the day the free trial ends: the first payment is taken as that day begins. Or end it now and take the first payment at once. The parent is emailed.',
      trialEndsOn: 'Free trial ends on',
      saveTrial: 'Save date',
      endTrialNow: 'End trial now',
      endTrialConfirm: (amount: string) =>
        `End the free trial now? The first payment of ${amount} will be taken at once, and the parent emailed.`,
      notInTrial: 'Only a payment plan in its free trial has a trial to change.',
      trialAfterToday: 'must be after today',
      trialWithinTwoYears: 'must be within two years',
      trialChanged: (date: string) => `The free trial now ends on ${date}.`,
      trialEnded: 'The free trial has ended: the first payment was asked for at once.',
    },
    /** Emailed to the parent when the club changes their plan's price. */
    planChangeEmail: {
      subject: (clubName: string) => `Your payment plan with ${clubName} has changed`,
      greeting: (firstName: string) => `Hello ${firstName},`,
      body: (clubName: string, plan: string, from: string, to: string) =>
        `${clubName} has changed your payment plan (${plan}) from ${from} to ${to} a month.`,
      when: (date: string) => `The new amount is taken from your next payment, on ${date}.`,
      whenUnknown: 'The new amount is taken from your next payment.',
      questions: (clubName: string) => `If you have any questions, please contact ${clubName}.`,
      link: 'Your order:',
    },
    /** Emailed to the parent when the club moves or ends their free trial. */
    trialChangeEmail: {
      subject: (clubName: string) => `Your free trial with ${clubName} has changed`,
      moved: (clubName: string, plan: string, date: string, amount: string) =>
        `${clubName} has changed your free trial of ${plan}: it now ends on ${date}, when your first payment of ${amount} is taken.`,
      ended: (clubName: string, plan: string, amount: string) =>
        `${clubName} has ended your free trial of ${plan}: your first payment of ${amount} is taken now.`,
    },
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
