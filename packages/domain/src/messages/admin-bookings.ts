/** Organisers booking a place for a family, inviting families to a run or camp, and a booking's detail. */
export const adminBookingsMessages = {
  adminBookings: {
    /** Server answers. */
    childNotMember: 'must be a child of one of the club’s contacts',
    notCampBooking: 'Only a camp booking has days to add or remove.',
    noChildToAmend: 'This booking has no child to add a day for.',
    notDayOfWeek: "must be a day of this booking's camp week",
    dayNotBooked: 'the child has no place on this day',
    dayStarted: 'That camp day has already started, so it can no longer be added or removed.',
    amendLine: (className: string, week: string) => `${className}, ${week}: days changed`,
    amendRefundReason: (className: string, week: string) => `${className}, ${week}: days removed`,
    dayPending: "This day is held in an order waiting for payment: cancel that order from the order's page.",
    paidOfflineNeedsPrice: 'Nothing is owed on this order, so there is nothing to mark as paid.',
    paidOfflineNeedsFinance: 'Only staff with financial access can mark an order as paid offline.',
    inviteEmail: {
      subject: (className: string, clubName: string) => `You're invited to book ${className} at ${clubName}`,
      intro: 'Hello,',
      body: (className: string, clubName: string) => `${clubName} invites you to book a place on ${className}.`,
      button: 'Book a place',
    },
    orderEmail: {
      subject: (clubName: string) => `Your booking with ${clubName}: payment due`,
      intro: (firstName: string) => `Hello ${firstName},`,
      body: (clubName: string, childName: string, className: string, total: string) =>
        `${clubName} has booked ${childName} onto ${className}. ${total} is due: please pay it on the order page to confirm the place.`,
      button: 'Pay now',
    },
    /** Book on behalf: choose a child. */
    bookTitle: (className: string) => `Book ${className} for a family`,
    searchLabel: 'Search contacts',
    searchPlaceholder: 'Parent or child name, or email',
    noContacts: 'No contacts match.',
    chooseChild: 'Choose',
    /** Several children of one family, booked together in one order. */
    chooseChildren: (parent: string) => `Children of ${parent} to book`,
    chooseChildrenHint:
      'Tick each child to book: children booked together share one order, so a sibling discount applies.',
    continueWith: (count: number) => (count === 1 ? 'Continue with 1 child' : `Continue with ${count} children`),
    childrenLabel: 'Children',
    /** Ways in: the register, the schedule and a contact's page. */
    bookForFamily: 'Book for a family',
    bookForFamilyOf: (className: string) => `Book for a family: ${className}`, // the visible "Book for a family" first (axe: label-content-name-mismatch)
    bookClassTitle: 'Book a class',
    bookClassHint: 'Choose the class and the children: the next step shows the price, before the order is made.',
    classLabel: 'Class',
    chooseClass: 'Choose a class',
    bookClassContinue: 'Continue',
    /** Book on behalf: confirm. */
    confirmTitle: 'Confirm the booking',
    childLabel: 'Child',
    parentLabel: 'Parent',
    /** In place of the chosen children's names while the confirm step reads them (after a reload), or when it cannot. */
    familyNames: { loading: 'Loading…', failed: "We couldn't load the family's names." },
    priceLabel: 'Price',
    price: (amount: string, left: number, total: number, prorata: boolean) =>
      prorata
        ? `${amount} (pro-rata: ${left} of ${total} sessions left)`
        : `${amount} (the whole term, ${total} sessions)`,
    priceHint: 'A setup fee or sibling discount, where the club has one, is added to the order as for the parent.',
    campPrices: (week: string, day: string) => `${week} a week, or ${day} a day`,
    weekLabel: 'Week',
    daysLabel: 'Days',
    daysHint: 'Leave every day unticked to book the whole week (the days still to come).',
    prorataLabel: 'Charge pro-rata for the sessions left',
    prorataHint: 'Switch off to charge the whole term.',
    paidOfflineLabel: 'Paid offline (cash or bank transfer)',
    paidOfflineHint: 'Completes the booking now. Otherwise the parent pays on the order’s page, as for an invoice.',
    book: 'Create the order',
    booking: 'Creating the order…',
    /** `total` null: the staff member sees no amounts (no financial access). */
    bookedPending: (total: string | null) =>
      `Order created${total === null ? '' : ` for ${total}`}: the parent can pay it on the order page.`,
    bookedPaid: 'Booked and marked as paid.',
    orderLink: 'Open the order',
    back: 'Back',
    /** Invite. */
    inviteTitle: (className: string) => `Invite families to ${className}`,
    emailsLabel: 'Email addresses',
    emailsHint: 'One address a line, or separated by commas.',
    pickContacts: 'Add from contacts',
    preview: 'Preview',
    badEmail: (address: string, problem: string) => `${address}: ${problem}`,
    notAnAddress: 'must be an email address',
    /** A contact to add to the addresses, by name and address (two contacts may share a name). */
    addContact: (name: string, email: string) => `Add ${name} (${email})`,
    addedContact: (name: string, email: string) => `${name} (${email}) · Added`,
    send: 'Send invitations',
    sending: 'Sending…',
    sent: (count: number) => `${count} invitation${count === 1 ? '' : 's'} sent.`,
    previewTitle: 'Preview',
    recipients: (count: number) => `To ${count} address${count === 1 ? '' : 'es'}`,
    noEmails: 'Add at least one email address.',
    invitedHeading: 'Invited',
    inviteOnlyOn: 'Invite only: just these addresses can see and book it (sign in with the invited address).',
    inviteOnlyOff:
      'Not invite only: it is on your public schedule and anyone can book it. Switch on Invite only in its edit form to keep it for these families.',
    noInvitations: 'No one has been invited yet.',
    invitedAt: (date: string, time: string) => `invited ${date}, ${time}`,
    remove: 'Remove',
    removeInvitation: (email: string) => `Remove the invitation of ${email}`,
    invitationsLoadFailed: "We couldn't load who was invited.",
    /** Booking detail. */
    detailTitle: 'Booking',
    loadFailed: "We couldn't load this booking.",
    runLabel: 'Class',
    campLabel: 'Camp',
    statusLabel: 'Status',
    sessionsLabel: 'Sessions',
    orderLabel: 'Order',
    noOrder: 'No order (added by the club)',
    statuses: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
    /** A camp booking's days: add or remove one. */
    campDaysTitle: (week: string) => `Days of ${week}`,
    campDaysHint: 'Add a day of the same week (an order for the day price) or remove one (its place is freed).',
    dayPlaces: { booked: 'Booked', pending: 'Waiting for payment', none: 'Not booked' },
    addDay: (price: string) => `Add (${price})`,
    removeDay: 'Remove',
    addDayLabel: (day: string) => `Add ${day}`,
    removeDayLabel: (day: string) => `Remove ${day}`,
    dayAddedPending: (total: string | null) =>
      `Day added: an order${total === null ? '' : ` for ${total}`} waits for the parent's payment.`,
    dayAddedPaid: 'Day added and marked as paid.',
    dayAlreadyThere: 'The child already has this day.',
    dayRemoved: 'Day removed: its place is free. Any refund is made from the order page.',
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel this booking?',
    cancelBody: 'The place is freed at once and offered to the waiting list.',
    oneFamilyOnly: 'Children booked together must be of one family: book the others in their own order.',
    cancelPaid: 'This booking was paid for: cancelling it refunds nothing. Refund the money from the order.',
    /** A place a monthly plan pays for: what cancelling it does to the plan (as a parent's cancel tells them). */
    cancelPlanItem:
      "A monthly payment plan pays for this place: cancelling it stops the plan charging for it from the next payment (the month already paid is not refunded). The plan goes on for the family's other places.",
    cancelPlanEnds:
      'A monthly payment plan pays for this place and no other: cancelling it ends the plan when the month already paid for ends, and nothing more is taken.',
    cancelConfirm: 'Cancel booking',
    cancelled: 'Booking cancelled.',
  },
} as const;
