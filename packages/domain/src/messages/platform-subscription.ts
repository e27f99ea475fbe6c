import { formatMoney } from '../rules/money.js';

/** The club's subscription to the platform (issue 26). */
export const platformSubscriptionMessages = {
  platformSubscription: {
    nav: 'Clubroom subscription',
    title: 'Clubroom subscription',
    intro: 'Your club’s subscription to Clubroom.',
    loading: 'Loading your subscription…',
    loadFailed: "We couldn't load your subscription.",
    noFinancialAccess: 'The subscription needs financial access. An organiser who has it can give it to you.',
    planPrice: (amount: number, interval: 'month' | 'year') =>
      amount === 0 ? 'Free' : `${formatMoney(amount)} a ${interval}`,
    choosePlan: 'Choose a plan',
    noPlans: 'No plans are offered at the moment. Please contact Clubroom support.',
    subscribe: (plan: string) => `Subscribe to ${plan}`,
    subscribing: 'Opening the checkout…',
    setUpNewOne: 'Your club has no subscription set up. Please choose a plan to set up a new one.',
    yourPlan: 'Plan',
    status: 'Status',
    statusNames: {
      active: 'Active',
      trialing: 'Trial',
      past_due: 'Payment failed',
      unpaid: 'Unpaid',
      canceled: 'Cancelled',
      incomplete: 'Incomplete',
      incomplete_expired: 'Expired',
      pending: 'Waiting for the checkout',
    } as Record<string, string>,
    nextPayment: 'Next payment',
    noNextPayment: 'None',
    card: 'Card',
    cardLine: (brand: string, last4: string, month: number, year: number) =>
      `${brand.toUpperCase()} ending ${last4}, expires ${String(month).padStart(2, '0')}/${year}`,
    noCard: 'No card',
    endsAt: 'Ends',
    endsOn: (date: string) =>
      `Your subscription is cancelled: it ends on ${date}, when the period you have paid for ends. Choose a plan below to keep it.`,
    ended: 'Your subscription has ended.',
    changePlan: 'Change plan',
    changePlanIntro:
      'A plan of the same period is charged from your next payment on; one billed over another period starts when the period you have paid for ends.',
    changesTo: (plan: string, date: string) =>
      `Your subscription changes to ${plan} on ${date}, when the period you have paid for ends. Keep your current plan below to undo it.`,
    planScheduled: (plan: string, date: string) => `Your subscription changes to ${plan} on ${date}.`,
    switchTo: (plan: string) => `Switch to ${plan}`,
    keepPlan: (plan: string) => `Keep ${plan}`,
    changingPlan: 'Changing your plan…',
    planChanged: (plan: string) => `Your plan is now ${plan}. Its price is charged from your next payment.`,
    changeCard: 'Change card',
    openingCardPage: 'Opening the card page…',
    savingCard: 'Saving your new card…',
    cardChanged: 'Your new card is saved: your next payment is taken from it.',
    cancelSubscription: 'Cancel subscription',
    cancelTitle: 'Cancel your Clubroom subscription?',
    cancelBody: (date: string) =>
      `It ends on ${date}, when the period you have paid for ends. Nothing more is charged. After that your admin becomes read-only until you set up a new one.`,
    keepSubscription: 'Keep subscription',
    invoices: 'Invoices',
    noInvoices: 'No invoices yet.',
    invoicePeriod: 'Period',
    invoiceAmount: 'Amount',
    invoiceStatus: 'Status',
    invoiceStatusNames: { paid: 'Paid', open: 'Due', void: 'Void', uncollectible: 'Unpaid', draft: 'Draft' } as Record<
      string,
      string
    >,
    /** The page after the checkout. */
    returnTitle: 'Setting up your subscription',
    waiting: 'Confirming your payment… This page updates by itself.',
    active: 'Your subscription is active. Thank you!',
    expired: 'This checkout has expired. Please choose your plan again.',
    backToSubscription: 'Back to your subscription',
    noSession: 'This page needs a checkout session. Please start from your subscription.',
    /** The lapse. */
    graceBanner: (date: string) =>
      `Your Clubroom subscription payment failed. Please update your card before ${date}, when your admin becomes read-only.`,
    endedBanner: (date: string) =>
      `Your Clubroom subscription has ended. Choose a plan again before ${date}, when your admin becomes read-only.`,
    fixIt: 'Update your subscription',
    readOnly:
      'Your Clubroom subscription has lapsed, so your admin is read-only until it is paid. Parents can still book.',
    alreadySubscribed: 'Your club already has an active subscription.',
    planNotOffered: 'That plan is not offered.',
    nothingToChange: 'Your club has no subscription to change. Please choose a plan to set up a new one.',
    providerRefused: 'We couldn’t change your subscription. Please contact Clubroom support.',
    otherCurrency:
      'That plan is billed in another currency. Cancel this subscription and set up the new plan when it ends.',
    cardSessionNotForThis: 'That card page was for another subscription. Please change your card again.',
    cardNotSaved: 'Your new card was not saved. Please try again.',
    /** Emails to the club's organisers. */
    reminderSubject: 'Your Clubroom subscription payment failed',
    reminderText: (club: string, date: string, link: string) =>
      `The payment for ${club}'s Clubroom subscription failed. Please update your card before ${date}: after that your admin becomes read-only until it is paid (parents can still book).\n\n${link}`,
    /** The reminders of a subscription the club cancelled, once it has ended (no payment failed). */
    endedSubject: 'Your Clubroom subscription has ended',
    endedText: (club: string, date: string, link: string) =>
      `${club}'s Clubroom subscription has ended, as it was cancelled. To keep using your admin, choose a plan again before ${date}: after that your admin becomes read-only until you do (parents can still book). Choose a plan on your subscription page:\n\n${link}`,
    readOnlySubject: 'Your Clubroom admin is now read-only',
    readOnlyText: (club: string, link: string) =>
      `${club}'s Clubroom subscription has lapsed, so your admin is now read-only. Parents can still book. Set up your subscription again to carry on:\n\n${link}`,
    /** The sandbox's hosted checkout page. */
    checkoutTitle: 'Checkout (sandbox)',
    checkoutIntro: 'The payments sandbox: no money is taken. Use the test card 4242 4242 4242 4242.',
    nameOnCard: 'Name on card',
    nameOnCardRequired: 'Please fill in the Name on card',
    pay: (price: string) => `Subscribe ${price}`,
    newCardFor: (plan: string) => `A new card for ${plan}. Nothing is charged now.`,
    saveCard: 'Save card',
    paying: 'Subscribing…',
    cancel: 'Cancel',
    sessionClosed: 'This checkout is no longer open.',
  },
};
