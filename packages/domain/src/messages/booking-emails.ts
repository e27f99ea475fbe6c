/**
 * What the emails about a family's places say (issue 21.7): where and when, what was paid, the waiting list, a
 * plan's payments. Each is signed by the club.
 */
export const bookingEmailsMessages = {
  bookingEmails: {
    greeting: (firstName: string) => `Hello ${firstName},`,
    signOff: (clubName: string) => `Thank you,\n${clubName}`,
    /** A place's venue: 'Where: Riverside Hall, 1 High Street, AB1 2CD'. */
    where: (venue: { name: string; address: string; postcode: string }) =>
      `Where: ${[venue.name, venue.address, venue.postcode]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')}`,
    when: 'When:',
    /** After the first few sessions of a long list. */
    moreSessions: (count: number) =>
      `and ${count} more ${count === 1 ? 'session' : 'sessions'}: every date is on your order`,
    /** A monthly plan: its first payment and how to stop it. */
    planFirstCharge: (amount: string, date: string) =>
      `The first monthly payment of ${amount} is taken on ${date}, then one every month.`,
    planCancel: (url: string) => `Cancel it any time from My payment plans: ${url}`,
    /** A place a plan pays for: 'Arjun Shah in Teen Gymnastics'. */
    planPlace: (child: string, className: string) => `${child} in ${className}`,
    orderLink: 'Your order:',
    waitingListJoined: {
      subject: (child: string, what: string) => `${child} is on the waiting list for ${what}`,
      body: (child: string, what: string, clubName: string, position: number) =>
        `${child} is number ${position} on the waiting list for ${what} at ${clubName}.`,
      next: 'When a place comes up we hold it in your basket for a while and email you. Nothing is paid until you book it.',
      link: 'Your bookings and waiting lists:',
    },
    offerLapsed: {
      subject: (child: string, what: string) => `The place offered for ${child} in ${what} has gone`,
      body: (child: string, what: string, when: string) =>
        `The place held for ${child} in ${what} was not booked by ${when}, so it has been offered to the next family on the waiting list.`,
      again: 'To wait for another place, join the waiting list again:',
    },
    /** A plan's renewal payment failed (issue 21.7): once per invoice, with Update Now. */
    planPaymentFailed: {
      subject: (clubName: string) => `Your monthly payment to ${clubName} failed`,
      body: (amount: string, plan: string) => `We could not take the payment of ${amount} due on your plan (${plan}).`,
      places: (places: string) => `It pays for ${places}.`,
      next: 'The payment stays outstanding until it is paid: please pay it, or change the card your plan uses, with Update Now.',
      button: 'Update Now:',
    },
    /** A failed plan payment paid since (the outstanding payments page): the receipt, once per payment. */
    outstandingPaid: {
      subject: (clubName: string) => `Receipt: your outstanding payment to ${clubName}`,
      body: (amount: string, plan: string) =>
        `Thank you: the outstanding payment of ${amount} on your plan (${plan}) is paid.`,
      card: (card: string) => `Paid with: ${card}`,
      paidAt: (when: string) => `Paid on: ${when}`,
      next: 'Your plan carries on with this card.',
      link: 'My payment plans:',
    },
    refunds: {
      subject: (clubName: string) => `Your refund from ${clubName}`,
      body: (amount: string, clubName: string) => `${clubName} has refunded ${amount} to the card you paid with:`,
      line: (amount: string, reason: string) => `- ${amount}: ${reason}`,
      timing: 'Refunds usually reach your account within 5 to 10 working days.',
    },
  },
} as const;
