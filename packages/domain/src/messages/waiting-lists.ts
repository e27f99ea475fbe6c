/** Waiting lists, offers of a freed place, and cancelling a booked place. */
export const waitingListMessages = {
  waitingList: {
    placesAvailable: (what: string) => `${what} has places: book one instead of joining its waiting list.`,
    alreadyOnList: (child: string, what: string) => `${child} is already on the waiting list for ${what}.`,
    alreadyBooked: (child: string, what: string) => `${child} already has a place in ${what}.`,
    notWaiting: 'This waiting-list place has already been offered, taken or left.',
    noPlaceToOffer: (what: string) => `${what} has no free place to offer: raise its capacity first.`,
    sameRun: 'This entry is already on that waiting list.',
    offerEmail: {
      subject: (child: string, what: string) => `A place for ${child} in ${what}`,
      intro: (firstName: string) => `Hello ${firstName},`,
      body: (child: string, what: string, clubName: string) =>
        `A place has come up for ${child} in ${what} at ${clubName}, and it is held for you in your basket.`,
      until: (when: string) =>
        `Book it before ${when}; after that it is offered to the next family on the waiting list.`,
      button: 'Book this place',
      decline: 'If you no longer want it, remove it from your basket and we will offer it to the next family.',
    },
    /** The pages: join, the entry's place in the queue, leave. */
    joinTitle: (what: string) => `Join the waiting list for ${what}`,
    joinExplained:
      'When a place comes up we offer it to the families on the list in the order they joined: we hold it in your basket for a while and email you.',
    join: 'Join Waiting List',
    joining: 'Joining…',
    seeMyBookings: 'See your bookings and waiting lists',
    bookInstead: 'Book a place',
    joined: (child: string, position: number) =>
      `${child} is number ${position} on the waiting list. We will email you when a place comes up.`,
    position: (position: number) => `Number ${position} in the queue`,
    offered: (when: string) => `A place is held for you in your basket until ${when}.`,
    leave: 'Leave waiting list',
    leaveConfirm: (child: string, what: string) => `Take ${child} off the waiting list for ${what}?`,
  },
  cancellation: {
    notAllowed: 'This club does not let parents cancel places online. Please contact the club.',
    /** Its deadline has passed (it may have passed before the place was booked: no date is given). */
    tooLate: 'This place can no longer be cancelled online. Please contact the club.',
    /** A trial whose one session the club cancelled: its money was settled then (the club's email said how). */
    sessionCancelled:
      'The club has cancelled this session and emailed you what becomes of what you paid for it: there is nothing left to cancel.',
  },
} as const;
