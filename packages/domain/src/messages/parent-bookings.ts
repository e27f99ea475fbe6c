/** The parent's bookings on their account pages, and the basket in the header. */
export const parentBookingsMessages = {
  myBookings: {
    title: 'My bookings',
    menuLink: 'My bookings',
    seeAll: 'See all my bookings',
    upcomingTitle: 'Upcoming sessions',
    noUpcoming: 'No sessions in the next 8 weeks.',
    bookingsTitle: 'Bookings',
    noBookings: 'No bookings yet',
    noBookingsHint: 'Find a class or camp on the schedule to book a place.',
    findAClass: 'Find a class',
    childHasNone: 'No bookings yet.',
    childDetails: 'Details and photo permission',
    current: 'Current and upcoming',
    past: 'Past and cancelled',
    showMore: 'Show more bookings',
    statuses: { confirmed: 'Booked', cancelled: 'Cancelled' },
    /** 'Mondays 4:30 pm' */
    weekly: (day: string, time: string) => `${day}s ${time}`,
    timeRange: (start: string, end: string) => `${start} – ${end}`,
    dateRange: (first: string, last: string) => `${first} to ${last}`,
    sessionCount: (n: number) => (n === 1 ? '1 session' : `${n} sessions`),
    cancelledOn: (date: string) => `Cancelled on ${date}`,
    viewOrder: 'View order',
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel this booking?',
    cancelBody: (child: string, what: string) => `${child}'s place in ${what} will be given up for others to book.`,
    /** What cancelling does to the place's money, said before confirming (a place paid once). */
    cancelPaidOnce: 'Refunds, where due, are arranged by the club.',
    cancelRefunded:
      'Its price is refunded to the card that paid for it: refunds usually reach your account within 5 to 10 working days.',
    /** A place paid by a monthly plan: what becomes of the plan. */
    cancelPlanEnds: (amount: string) =>
      `Its monthly payment plan (${amount} a month) ends when the period already paid for ends: nothing more is taken.`,
    cancelTrialEnds: 'Its monthly payment plan ends with its free trial: nothing is taken.',
    cancelPlanItem: (amount: string) =>
      `It comes off your monthly payment plan: from your next payment, ${amount} a month less is taken.`,
    keep: 'Keep it',
    cancelUntil: (when: string) => `You can cancel until ${when}.`,
    cancelledNotice: (child: string, what: string) => `${child}'s place in ${what} is cancelled.`,
    waitingTitle: 'Waiting lists',
    noWaiting: 'Your children are not on any waiting lists.',
    goToBasket: 'Go to your basket',
    leaveBody: 'Their place in the queue is given up: joining again puts them at the end.',
    stayOnList: 'Stay on the list',
    leftNotice: (child: string, what: string) => `${child} is no longer on the waiting list for ${what}.`,
  },
  basketLink: {
    label: 'Basket',
    /** The link's name for screen readers, with how many items it holds. */
    withCount: (count: number) => (count === 1 ? 'Basket, 1 item' : `Basket, ${count} items`),
  },
} as const;
