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
        waiting: 'Waiting',
        paused: 'Paused',
        problem: 'Problem',
        'not-set-up': 'Not set up',
        cancelled: 'Cancelled',
      } as Record<string, string>,
      statuses: {
        active: 'Active',
        trialing: 'Free trial',
        waiting: 'Waiting for its billing day',
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
      cancelChoiceInTrial: (date: string) =>
        `Cancel this payment plan? Cancelled on ${date}, when the free trial ends, nothing is ever taken and it can be reactivated until then. Cancelled now, it ends at once and cannot be undone.`,
      cancelAtPeriodEnd: (date: string) => `Cancel on ${date}`,
      cancelNow: 'Cancel now',
      /** The places a plan pays for, and what cancelling the plan does to them. */
      placesStay: (places: string) =>
        `Cancelling the plan does not cancel the places it pays for: ${places} stays booked, with nothing more paid for it.`,
      alsoCancelPlaces: 'Cancel the booked places now too (they are freed for the waiting list)',
      cancelPlanAndPlaces: 'Cancel plan and places',
      cancelledKeepingPlaces:
        'The plan is cancelled. Its places are still booked: cancel them from the order if the child is leaving.',
      cancelledWithPlaces: 'The plan and its places are cancelled. The places were offered to the waiting list.',
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
      /** An amount typed right but over the most a plan may charge a month ('£10,000'). */
      amountTooBig: (most: string) => `Enter an amount of at most ${most} a month`,
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
      /** Missed months (renewals the card did not pay), taken by staff with the card on file. */
      missedPayments: 'Missed payments',
      noMissedPayments: 'No missed payments.',
      period: (from: string, to: string) => `${from} to ${to}`,
      coverPayments: 'Take missed payments',
      coverIntro: 'Take these missed payments now with the card the plan uses. The parent is not asked again.',
      coverConfirm: (count: number, total: string) =>
        `Take ${count === 1 ? 'this missed payment' : `these ${count} missed payments`} of ${total} in all now?`,
      covering: 'Taking…',
      covered: (count: number, total: string) =>
        `${count === 1 ? 'The missed payment' : `${count} missed payments`} of ${total} taken.`,
      notMissed: 'is not one of this plan’s missed payments',
      noCardOnFile: 'This plan has no card to take payments with. The parent can add one from their account.',
      coverDeclined: (taken: number, asked: number) =>
        `The card was declined: ${taken} of ${asked} missed payments taken. The parent can pay the rest with another card from their account.`,
      /** Payments the plan took, each with a refund. */
      chargesTaken: 'Payments taken',
      noCharges: 'No payments taken yet.',
      paidOn: 'Paid on',
      refunded: (amount: string) => `${amount} refunded`,
      refundCharge: 'Refund',
      refundTitle: (amount: string, date: string) => `Refund the payment of ${amount} on ${date}`,
      refundAmount: 'Amount to refund (£)',
      refundAmountHint: (left: string) => `At most ${left}, what is left of this payment.`,
      refundReason: 'Reason (the parent is told)',
      refundReasonRequired: 'Please give a reason',
      confirmRefund: 'Refund',
      refunding: 'Refunding…',
      chargeRefunded: (amount: string) => `${amount} refunded. The parent has been emailed.`,
      notAPaymentTaken: 'is not a payment this plan took',
      chargeAllRefunded: 'This payment has already been refunded in full.',
      refundAtMost: (left: string) => `must be at most ${left}, what is left of this payment`,
      refundKeyUsed: 'This refund was already asked for with other details. Please reload the page and try again.',
      /** The prompt to a parent whose plan is not set up. */
      prompt: 'Email a reminder to set it up',
      prompted: (email: string) => `Reminder emailed to ${email}.`,
      promptNotSetUpOnly: 'Only a plan that is not set up (its first payment not made) can be reminded.',
      promptLimited: (minutes: number) =>
        `A reminder was emailed for this plan in the last day. You can send another in ${Math.ceil(minutes / 60)} hours.`,
      /** Unreject: a plan cancelled before it took anything, started again. */
      unreject: 'Restart plan',
      unrejectConfirm:
        'Start this plan again? It goes on with the rest of its free trial, if any, then takes its payments from the same card.',
      unrejected: 'The plan has started again.',
      notRejected: 'Only a cancelled plan can be started again.',
      tookPayments: 'This plan took payments before it was cancelled, so it cannot be restarted: book the class again.',
      placesGoneNoRestart:
        'The places this plan paid for were cancelled, so it cannot be restarted: book the class again.',
      /** The summary and the plans list (per class). */
      summary: 'Summary',
      summaryLine: (count: number, amount: string) => `${count} · ${amount} a month`,
      plansByClass: 'Plans by class',
      noPlanClasses: 'No classes are sold as monthly plans yet. Offer one from a class on the schedule.',
      planTerms: (price: string, trialDays: number, billingDay: string | null) =>
        [
          `${price} a month`,
          ...(trialDays > 0 ? [`${trialDays} days free`] : []),
          ...(billingDay ? [`taken on the ${billingDay}`] : []),
        ].join(', '),
      planCounts: (paying: number, waiting: number, problem: number) =>
        `${paying} paying, ${waiting} waiting, ${problem} with a problem`,
      showPlans: (className: string) => `Plans for ${className}`,
      onWaitingList: (count: number) =>
        `${count} waiting for a place. Offer one a place from the waiting list: the family's free trial starts when they book it.`,
      waitingList: (className: string) => `Waiting list for ${className}`,
      onlyClass: (className: string) => `Showing plans for ${className}.`,
      allClasses: 'Show every class',
    },
    /** Emailed to the parent when the club refunds a payment their plan took. */
    chargeRefundEmail: {
      subject: (clubName: string) => `A refund from ${clubName}`,
      body: (clubName: string, amount: string, charged: string, plan: string, date: string) =>
        `${clubName} has refunded ${amount} of your payment of ${charged} for ${plan}, taken on ${date}.`,
      why: (reason: string) => `Why: ${reason}`,
      when: 'It should reach your account within 5 to 10 working days.',
    },
    /** Emailed to the parent when the club starts again their plan cancelled before it took anything. */
    planRestartEmail: {
      subject: (clubName: string) => `Your payment plan with ${clubName} has started again`,
      body: (clubName: string, plan: string, amount: string, date: string) =>
        `${clubName} has started your payment plan (${plan}) again: the first payment of ${amount} is taken on ${date}, then one every month.`,
      cancelHint: 'You can cancel it from My payment plans in your account.',
    },
    /** Emailed to the parent of a plan not set up, when the club reminds them. */
    setupPromptEmail: {
      subject: (clubName: string) => `Please set up your payment plan with ${clubName}`,
      body: (clubName: string, plan: string, amount: string) =>
        `Your payment plan with ${clubName} (${plan}, ${amount} a month) is not set up yet: its first payment has not gone through.`,
      link: 'Set it up here, with a card:',
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
    planCancelled:
      'This payment plan has been cancelled, so it cannot be started again and no card was charged. Please contact the club, or book the class again.',
    placesGone:
      'Sorry, the places in this order were taken by someone else while you subscribed. Your subscription has been cancelled and anything it took refunded.',
    planName: (classNames: string) => `Monthly plan: ${classNames}`,
    /** The subscription form (spec "Subscription form"); its cards and Add New Payment Method are saved cards'. */
    form: {
      heading: 'Choose a card for your monthly plan',
      noCards: 'You have no saved cards yet. Add one to subscribe.',
      subscribe: (price: string) => `Subscribe ${price} / month`,
      trial: (days: number) => `Your first ${days} days are free.`,
      /** Before the link to My payment plans: 'Cancel it any time from My payment plans.' */
      cancelFrom: 'Cancel it any time from',
      processing: 'Processing…',
    },
    /** The parent's own plans (/dashboard/payment-plans), linked from the account menu. */
    mine: {
      menuLink: 'My payment plans',
      title: 'My payment plans',
      intro: 'Your monthly payment plans: what each pays for, when its next payment is taken, and from which card.',
      none: 'You have no payment plans.',
      noneHint: 'Classes sold by the month start a payment plan when you book them.',
      loadFailed: "We couldn't load this payment plan.",
      places: 'Pays for',
      noPlaces: 'No places: every place it paid for was cancelled.',
      amount: 'Amount',
      perMonth: (amount: string) => `${amount} a month`,
      trialEnds: 'Free trial ends',
      nextPayment: 'Next payment',
      nextPaymentOn: (amount: string, date: string) => `${amount} on ${date}`,
      noNextPayment: 'None',
      card: 'Card',
      noCard: 'Your default card',
      endsOn: (date: string) =>
        `This plan ends on ${date}, when the period already paid for ends. Nothing more will be taken.`,
      ended: 'This plan has ended.',
      viewOrder: 'View order',
      cancel: 'Cancel plan',
      cancelTitle: 'Cancel this payment plan?',
      cancelBody: (date: string) =>
        `It ends on ${date}, when the period already paid for ends, and nothing more is taken after that. You can undo this until then. To give up a place now, cancel its booking from My bookings.`,
      keep: 'Keep my plan',
      cancelled: (date: string) => `Your plan will end on ${date}. Nothing more will be taken.`,
      reactivated: 'Your plan carries on: it renews as before.',
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
      /** Under an invoice: the places its plan pays for ('Tia Parent: Teen Gymnastics'). */
      place: (child: string, className: string) => `${child}: ${className}`,
      /** Beside the card whose payment was declined (not chosen for the parent). */
      declinedCard: 'This card was declined: choose another, or add a new one.',
      pay: (amount: string) => `Pay ${amount}`,
      paying: 'Paying…',
      paid: 'Thank you: your outstanding balance is paid.',
    },
  },
} as const;
