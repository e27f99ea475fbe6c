/** Platform fees, the Club Health Check, the settings toggles and the calculators (/cms/settings/…). */
export const feesMessages = {
  fees: {
    refused: {
      psbNeedsAbsorb: 'Payment Secures Booking needs Absorb Payments to be on. Turn on Absorb Payments first.',
      smsStaysOn: 'SMS invoices cannot be turned off once they are on.',
      smsUnsupported: "SMS invoices are not available in your club's country.",
      listingUnsupported: "The listing site is not available in your club's country.",
    },
    healthCheck: {
      title: 'Club Health Check',
      intro: 'Switch these on to get paid faster and fill more places.',
      loadFailed: "We couldn't load your club's settings.",
      on: 'On',
      onBadge: (label: string) => `${label} is on`,
      smsInvoices: {
        label: 'SMS Invoices',
        description: 'An SMS is sent with every invoice. SMS invoice messages are free.',
      },
      absorb: {
        label: 'Absorb Payments',
        description: 'Your club pays the platform fees, so parents pay your price and you get paid faster.',
      },
      listing: {
        label: 'List my classes',
        description: 'Families can find your classes on the public discovery site.',
      },
      psb: {
        label: 'Payment Secures Booking',
        description: 'A place is only booked once it is paid for online: 100% online payments.',
      },
      calculatorButton: 'Open the Sales Calculator',
      calculatorTitle: 'More Payments. Less Hassle.',
      close: 'Close',
    },
    platformFees: {
      title: 'Platform fees',
      passOn: 'Pass on',
      absorb: 'Absorb',
      passOnLabel: 'Parents pay the platform fees on top of your price',
      absorbLabel: 'Your club pays the platform fees',
      passingOnNow: 'You pass the platform fees on to parents.',
      absorbingNow: 'Your club absorbs the platform fees.',
      switchLabel: 'Absorb the platform fees',
      explanation:
        'Absorbing the fees gets your club paid faster and allows Payment Secures Booking for 100% online payments.',
      rates: (percent: string, fixed: string) => `Fees are ${percent}% + ${fixed} per payment.`,
    },
    sms: {
      title: 'SMS',
      explanation: 'An SMS is sent with every invoice. SMS invoice messages are free.',
    },
    confirmPassOn: {
      title: 'Stop absorbing payments?',
      body: 'Passing the fees on to parents also switches off Payment Secures Booking.',
      confirm: 'Pass fees on and switch off Payment Secures Booking',
      cancel: 'Keep absorbing',
    },
    confirmPsb: {
      title: 'Absorb Payments must be on',
      body: 'Payment Secures Booking needs your club to absorb the platform fees. Switch both on?',
      confirm: 'Switch both on',
      cancel: 'Cancel',
    },
    saveFailed: "We couldn't save that change.",
    options: {
      title: 'Club options',
      intro: 'Each option is saved as you choose it. Trial sessions are switched on or off in Booking settings.',
      saved: (option: string, value: string) => `Saved: ${option} — ${value}.`,
      on: 'On',
      off: 'Off',
      loadFailed: "We couldn't load your club's options.",
    },
    calculator: {
      title: 'Sales Calculator',
      customerTitle: 'Sales Calculator',
      intro: 'See what absorbing the platform fees costs, and what rounding your price up earns.',
      price: 'Desired Class Price (£)',
      percent: 'Platform Fee Percentage',
      fixedFee: 'Fixed Fee (pence)',
      bookings: 'Bookings',
      mustBeNumber: 'Please enter a number.',
      passedOnCost: 'Cost if passed on to parents',
      increase: 'Increase needed to reach your desired price',
      processingCost: 'Cost of processing',
      roundedTotal: 'Absorbed price, rounded up',
      profit: (bookings: number) =>
        `Profit if rounded up, over all ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`,
      extraBookings: (count: number) => `That's like having ${count} extra ${count === 1 ? 'booking' : 'bookings'}`,
      fieldProblem: (label: string, problem: string) => `${label} ${problem}.`,
    },
  },
} as const;
