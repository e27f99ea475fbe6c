/**
 * A run's dates (/cms/schedule/runs/{runId}/sessions): a one-off date added, a single session cancelled (families
 * told by email, their money as the club's cancellation policy says) or put back on.
 */
export const runSessionsMessages = {
  runSessions: {
    title: (className: string) => `${className}: dates`,
    intro: 'Every session of this class. Add a one-off date, or cancel a single session: booked families are emailed.',
    link: 'Dates',
    linkOf: (className: string) => `Dates of ${className}`,
    backToSchedule: 'Back to the schedule',
    openRegister: 'Open the register',
    empty: 'This class has no sessions yet.',
    oneOffBadge: 'Added date',
    cancelledBadge: 'Cancelled',
    cancelledBecause: (reason: string) => `Cancelled: ${reason}`,
    booked: (count: number) => (count === 1 ? '1 child booked' : `${count} children booked`),
    addDate: {
      heading: 'Add a date',
      explained: (from: string, to: string) =>
        `A one-off session, between ${from} and ${to}. Families booked for the term get it too, at no extra charge; bookings made from now on pay for it as for any session.`,
      date: 'Date',
      startTime: 'Starts',
      endTime: 'Ends',
      submit: 'Add the date',
      saving: 'Adding…',
      added: (when: string) => `${when} is added: it is on the register, the public dates and open for booking.`,
    },
    cancel: {
      button: 'Cancel this session',
      buttonOf: (when: string) => `Cancel this session: ${when}`,
      title: (when: string) => `Cancel the session on ${when}?`,
      reason: 'Reason (optional, told to families)',
      nobodyBooked: 'No child is booked on it: nobody is emailed.',
      told: (families: number) =>
        families === 1
          ? 'This family is emailed that it is cancelled:'
          : `These ${families} families are emailed that it is cancelled:`,
      family: (parent: string, children: string) => `${parent} (${children})`,
      moneyHeading: 'Their money',
      confirm: 'Cancel the session',
      keep: 'Keep it',
      working: 'Cancelling…',
      done: (when: string) => `The session on ${when} is cancelled. Booked families are being emailed.`,
      loading: 'Finding who is booked…',
    },
    /** What the cancel does with each family's money, by the club's cancellation policy (staff's words). */
    staffMoney: {
      refund:
        'Your booking settings refund cancellations: what each child paid for this session goes back to the card that paid for it.',
      credit:
        'Your booking settings keep cancellations as credit: what each child paid for this session is kept as credit with your club for a later booking.',
      club: 'Your booking settings leave refunds to you: nothing is refunded automatically, and families are told refunds, where due, are arranged by the club.',
      share: (child: string, amount: string) => `${child}: ${amount}`,
      plan: (child: string) => `${child}: paid by a monthly plan, which is unchanged`,
      nothingPaid: (child: string) => `${child}: nothing paid online for it`,
    },
    restore: {
      button: 'Undo cancellation',
      buttonOf: (when: string) => `Undo cancellation: ${when}`,
      title: (when: string) => `Put the session on ${when} back on?`,
      body: 'Booked families are emailed that it is back on. Money already refunded or kept as credit for it stays with them.',
      confirm: 'Put it back on',
      keep: 'Leave it cancelled',
      working: 'Saving…',
      done: (when: string) => `The session on ${when} is back on. Booked families are being emailed.`,
    },
    errors: {
      pastDate: 'must not be in the past',
      startedToday: 'must be later than now',
      outsideTerm: (from: string, to: string) => `must be between ${from} and ${to} (within 4 weeks of the term)`,
      duplicate: (className: string, when: string) => `${className} already has a session then (${when})`,
      duplicateCancelled: (className: string, when: string) =>
        `${className} has a cancelled session then (${when}): undo its cancellation instead`,
      endBeforeStart: 'must be after the start time',
      started: 'This session has started, so it can no longer be cancelled.',
      startedRestore: 'This session has started, so its cancellation can no longer be undone.',
    },
    /** The families' emails. */
    emails: {
      cancelledSubject: (club: string, className: string) => `${club}: ${className} session cancelled`,
      cancelled: (className: string, when: string) => `The ${className} session on ${when} is cancelled.`,
      reason: (reason: string) => `Reason: ${reason}`,
      children: (names: string) => `Booked on it: ${names}.`,
      restoredSubject: (club: string, className: string) => `${club}: ${className} session back on`,
      restored: (className: string, when: string) =>
        `Good news: the ${className} session on ${when} is back on, as booked.`,
      restoredMoney: 'Anything refunded or kept as credit when it was cancelled stays with you.',
      link: 'Your bookings:',
    },
    /** What becomes of a family's money for the session (the email; the dialog says the same in staff's words). */
    money: {
      refunded: (amount: string, child: string) =>
        `${amount} for ${child}'s session is refunded to the card that paid for it: refunds usually reach your account within 5 to 10 working days.`,
      credited: (amount: string, child: string, club: string) =>
        `${amount} for ${child}'s session is kept as credit with ${club} for a later booking.`,
      byClub: 'Refunds, where due, are arranged by the club.',
    },
  },
} as const;
