import type { DiscountCodeRefusal } from '../rules/discount-code.js';
import type { OrderItemType } from '../rules/order-lines.js';

/** What the caller formats for an age-limit message: names, the run's ages, the child's age and the day it is judged. */
interface AgeLimitFacts {
  child: string;
  className: string;
  /** `formatAgeRange` of the run or camp. */
  ages: string;
  /** `formatAgeMonths` of the child's age on `date`. */
  age: string;
  /** `formatLongDate` of the first session or camp day the child would attend. */
  date: string;
}

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
    } satisfies Record<OrderItemType, string>,
    siblingDiscount: 'Sibling discount',
    discountCodeLine: (code: string) => `Discount code ${code}`,
    /** Why a place cannot be put in the basket or booked. */
    full: (what: string) =>
      `Sorry, ${what} is now full: every place has been taken. You can join the waiting list instead.`,
    alreadyBooked: (child: string, what: string) => `${child} already has a place in ${what}.`,
    alreadyInBasket: (child: string, what: string) => `${child} already has a place in ${what} held in a basket.`,
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
    basketEmpty: 'Your basket is empty.',
    needsPayment: 'This order has an amount to pay, so it is completed by paying for it rather than with Book Now.',
    orderClosed: 'This order has been cancelled.',
    /** The confirmation email. */
    confirmation: {
      subject: (clubName: string) => `Your booking with ${clubName} is confirmed`,
      greeting: (firstName: string) => `Hello ${firstName},`,
      intro: (clubName: string) => `Thank you for booking with ${clubName}. Your order:`,
      total: 'Total',
      link: 'You can see your order at any time here:',
    },
  },
} as const;
