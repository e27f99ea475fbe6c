/** A family's credit with a club: what cancelling keeps, the order's line that spends it, and the account's panel. */
export const creditMessages = {
  credit: {
    /** The cancel dialog (before) and the cancellation email (after), under the club's "credit" policy. */
    keptAsCredit: (amount: string, clubName: string) =>
      `${amount} is kept as credit with ${clubName} for a later booking.`,
    /** The line of a basket, payment page, order, email or staff page that spends it (shown as a negative amount). */
    line: 'Credit',
    /** The parent's account: their credit with each club. */
    panelTitle: 'Your credit',
    panelIntro: 'Credit is taken off your next booking with the club automatically.',
    balance: (clubName: string, amount: string) => `${amount} with ${clubName}`,
    /** The staff's contact page. */
    contactCredit: 'Credit for later bookings',
    contactNoCredit: 'None',
  },
} as const;
