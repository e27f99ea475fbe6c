import type { DiscountCodeRefusal } from '../rules/discount-code.js';
import type { OrderItemType } from '../rules/order-lines.js';

/** What the caller formats for an age-limit message: names, the run's ages, the child's age and the day it is judged. */
export interface AgeLimitFacts {
  child: string;
  className: string;
  /** `formatAgeRange` of the run or camp. */
  ages: string;
  /** `formatAgeMonths` of the child's age on `date`. */
  age: string;
  /** `formatLongDate` of the first session or camp day the child would attend. */
  date: string;
}

/** A price of nothing (a class, a trial, a camp): never '£0.00'. */
const FREE = 'Free';

/** Booking: prices, discounts and the order's lines. */
export const bookingMessages = {
  booking: {
    ageLimit: {
      'too-young': (f: AgeLimitFacts) =>
        `${f.child} is too young for ${f.className}, which is for ages ${f.ages}: ${f.child} will be ${f.age} on ${f.date}.`,
      'too-old': (f: AgeLimitFacts) =>
        `${f.child} is too old for ${f.className}, which is for ages ${f.ages}: ${f.child} will be ${f.age} on ${f.date}.`,
    },
    discountCode: {
      unknown: (code: string) => `We don't recognise the code ${code}. Please check it and try again.`,
      paused: (code: string) => `The code ${code} can't be used at the moment.`,
      'not-yet-valid': (code: string) => `The code ${code} can't be used yet.`,
      expired: (code: string) => `The code ${code} has expired.`,
      'used-up': (code: string) => `The code ${code} has already been used as many times as it can be.`,
      'used-up-by-family': (code: string) => `You have already used the code ${code} as many times as it allows.`,
      'not-for-these-items': (code: string) => `The code ${code} can't be used for the places in your basket.`,
    } satisfies Record<DiscountCodeRefusal, (code: string) => string>,
    orderLines: {
      term: 'Term',
      trial: 'Trial session',
      'trial-conversion': 'Rest of the term after the trial',
      'camp-week': 'Camp week',
      'camp-days': 'Camp days',
      'setup-fee': 'Setup fee',
      plan: 'Monthly plan',
    } satisfies Record<OrderItemType, string>,
    /** A line's amount as written: a monthly plan's is its price a month (it charges nothing at checkout). */
    lineAmount: (line: { amount: number; monthlyPlan: { price: number } | null }, money: (minor: number) => string) =>
      line.monthlyPlan ? `${money(line.monthlyPlan.price)} / month` : line.amount === 0 ? FREE : money(line.amount),
    freeDays: (days: number) => `First ${days} days free`,
    free: FREE,
    partTerm: (charged: number, total: number) => `part term: ${charged} of ${total} sessions`,
    fullTerm: (total: number) => `full term: ${total} ${total === 1 ? 'session' : 'sessions'}`,
    weekly: (day: string, time: string) => `${day}s ${time}`,
    siblingDiscount: 'Sibling discount',
    subscribeForPlan: 'This order books a monthly plan: please subscribe to it on the payment page.',
    discountCodeLine: (code: string) => `Discount code ${code}`,
    /** Why a place cannot be put in the basket or booked. */
    full: (what: string) =>
      `Sorry, ${what} is now full: every place has been taken. You can join the waiting list instead.`,
    alreadyBooked: (child: string, what: string) => `${child} already has a place in ${what}.`,
    alreadyInBasket: (child: string, what: string) => `${child} already has a place in ${what} held in a basket.`,
    holdCapReached: (cap: number, what: string) =>
      `Your family already holds ${cap} ${cap === 1 ? 'place' : 'places'} in ${what}, the most one family may hold at once. Book or remove one first.`,
    tooManyPendingOrders: (max: number) =>
      `You have ${max} orders waiting for payment at this club. Pay or cancel one of them before ordering again.`,
    inviteOnly: (what: string) =>
      `${what} is by invitation only. If the club invited you, sign in with the email address the invitation was sent to.`,
    /** A draft run or camp: the family is told only that it is not open (it is not public yet). */
    notPublished: 'This is not open for booking yet.',
    /** A term opening in priority windows, before the child's window. */
    notOpenYet: (what: string, child: string, when: string) =>
      `Booking for ${what} opens for ${child} on ${when}. Current members book first, then their brothers and sisters.`,
    /** The club's staff booking a family into a draft. */
    draftForStaff: (what: string) => `${what} is a draft. Publish it before booking a family into it.`,
    noTrial: (className: string) => `${className} does not offer trial sessions.`,
    trialSession: {
      'not-a-session': 'Please choose one of the sessions of this class.',
      started: 'That session has already started. Please choose a later one.',
    },
    termOver: (className: string) => `There are no sessions of ${className} left to book this term.`,
    campDayUnknown: 'Please choose days of this camp week.',
    campDayStarted: 'That camp day has already started. Please choose a later one.',
    holdExpired: (what: string) =>
      `Your place in ${what} is no longer held for you. Please add it to your basket again.`,
    /** A place whose session the club cancelled after it was chosen: checkout, Book Now and paying refuse it. */
    sessionCancelled: {
      basket: (className: string, when: string) =>
        `The club has cancelled the ${className} session on ${when}, so this trial can no longer be booked. Please remove it from your basket and choose another session.`,
      order: (className: string, when: string) =>
        `The club has cancelled the ${className} session on ${when} since this order was made, so the order can no longer be paid as it is. Please cancel it and book again: the new price leaves the cancelled session out.`,
    },
    basketEmpty: 'Your basket is empty.',
    needsPayment: 'This order has an amount to pay, so it is completed by paying for it rather than with Book Now.',
    orderClosed: 'This order has been cancelled.',
    orderPaid: 'This order is paid, so it cannot be cancelled. You can cancel its places from My bookings.',
    /** The confirmation email. */
    confirmation: {
      subject: (clubName: string) => `Your booking with ${clubName} is confirmed`,
      greeting: (firstName: string) => `Hello ${firstName},`,
      intro: (clubName: string) => `Thank you for booking with ${clubName}. Your order:`,
      total: 'Total',
      link: 'You can see your order at any time here:',
      sms: (clubName: string, orderUrl: string) => `${clubName}: your booking is confirmed. Your order: ${orderUrl}`,
    },
  },
  /** The booking pages: choosing a child and options, the basket and the order. */
  bookingPages: {
    book: 'Book',
    bookTrial: 'Book a Trial',
    bookTitle: (what: string) => `Book ${what}`,
    bookTrialTitle: (what: string) => `Book a trial of ${what}`,
    steps: { child: 'Step 1 of 2: choose a child', options: 'Step 2 of 2: choose what to book' },
    chooseChild: 'Who is this booking for?',
    noChildren: 'Add your child first: we need their details before they can be booked.',
    addChild: 'Add a child',
    cancelAddChild: 'Cancel',
    continue: 'Continue',
    changeChild: 'Change child',
    /** A child whose place in this class is already held in the basket: not offered again. */
    alreadyInBasket: 'Already in your basket',
    viewBasket: 'View your basket',
    bookingFor: (child: string) => `Booking for ${child}`,
    termPlace: (sessions: number, price: string) => `A place for the ${sessions} sessions left this term: ${price}`,
    /** A run sold as a monthly plan: what it costs and when its payments are taken (the run page and booking step). */
    planPrice: (price: string) => `${price} a month`,
    planFirstPayment: (trialDays: number) =>
      trialDays > 0
        ? `The first ${trialDays} days are free: the first payment is taken when they end, then every month.`
        : 'The first payment is taken when you book, then every month.',
    planCancel: 'Cancel any time from My payment plans: it ends when the month paid for ends.',
    /** A run's prices on its page; a class that costs nothing says Free (never '£0.00 for the term'). */
    runPrices: (term: string, sessions: number, session: string) =>
      `${term} for the term (${sessions} sessions), or ${session} per session`,
    joinNow: (price: string, sessions: number) => `Join now: ${price} for the ${sessions} sessions left`,
    freeClass: 'Free: every session costs nothing.',
    chooseSession: 'Which session would you like to try?',
    noTrialSessions: 'There are no sessions left to try this term.',
    trialPrice: (price: string) => `Trial price: ${price}`,
    chooseWeek: 'Which week?',
    wholeWeekOrDays: 'The whole week, or some days?',
    wholeWeek: (price: string) => `The whole week: ${price}`,
    someDays: (price: string) => `Some days: ${price} a day`,
    chooseDays: 'Which days?',
    chooseDaysFirst: 'Please choose at least one day.',
    noWeeks: 'There are no weeks of this camp left to book.',
    addToBasket: 'Add to basket',
    adding: 'Adding…',
    joinWaitingList: 'Join Waiting List',
    loadFailed: "We couldn't load this. Please try again.",
    tryAgain: 'Try again',
    basketTitle: 'Your basket',
    basketEmpty: 'Your basket is empty. Find a class or camp on the schedule to book a place.',
    findAClass: 'Find a class',
    heldFor: (time: string) => `Held for ${time}`,
    /** Said by screen readers when the minute changes, not every second. */
    heldForMinutes: (minutes: number) =>
      minutes < 1
        ? 'Your places are held for less than a minute more.'
        : `Your places are held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`,
    holdExplained: (minutes: number) => `We hold each place for you for ${minutes} minutes while you check out.`,
    /** A basket card of a place offered from a waiting list: held until the offer ends, not for the basket's minutes. */
    offerHeldUntil: (when: string) => `Offer held until ${when}`,
    /** Orders waiting for payment (the basket, the account and My bookings). */
    awaitingPayment: {
      title: 'Waiting for payment',
      label: (places: string) => `Order waiting for payment: ${places}`,
      line: (what: string, child: string) => `${what}: ${child}`,
      payBy: (when: string) => `Pay by ${when} to keep these places.`,
      timeLeft: (time: string) => `${time} left`,
      pay: 'Pay',
      cancel: 'Cancel order',
      cancelTitle: 'Cancel this order?',
      cancelBody: 'The places it holds will be given up at once for others to book. Nothing has been paid.',
      keep: 'Keep it',
      cancelled: 'The order is cancelled and its places are released.',
      lapsed: 'The time to pay for this order has run out: its places are no longer held for you.',
    },
    noLongerHeld: 'No longer held',
    addAgain: 'Add it again',
    remove: 'Remove',
    removeTitle: 'Remove this place from your basket?',
    removeBody: (what: string, child: string) => `${child}'s place in ${what} will be given up for others to book.`,
    keep: 'Keep it',
    addAnother: 'Book another place',
    discountCode: 'Discount code',
    applyDiscountCode: 'Apply',
    removeDiscountCode: 'Remove code',
    discountCodeApplied: (code: string) => `The code ${code} is applied.`,
    /** A basket card whose camp days the week price capped. */
    weekCapApplied: 'Week price cap applied: a week of days never costs more than the whole week.',
    subtotal: 'Subtotal',
    /** An order's refund, under its total. */
    refunded: (date: string) => `Refunded on ${date}`,
    discounts: 'Discounts',
    total: 'Total',
    checkout: 'Checkout',
    bookNow: 'Book Now',
    sending: 'Booking…',
    orderTitle: 'Your order',
    orderStatus: { pending: 'Waiting for payment', completed: 'Confirmed', cancelled: 'Cancelled' },
    orderCompleted: 'Your booking is confirmed. We have emailed you the details.',
    orderNotFound: "We couldn't find this order.",
    child: 'Child',
    dates: 'Dates',
    /** How many dates a line of more than two covers, after its first and last. */
    datesCount: (count: number) => `${count} dates`,
    amount: 'Amount',
    item: 'Item',
  },
} as const;
