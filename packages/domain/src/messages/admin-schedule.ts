/** The organisers' schedule admin (/cms/schedule): terms and their runs. */
export const adminScheduleMessages = {
  adminSchedule: {
    title: 'Schedule',
    intro: 'Your terms and the classes (runs) in them. Changes show on your public schedule at once.',
    empty: 'You have no terms yet. Add a term, then add its classes.',
    addTerm: 'Add a term',
    addRun: 'Add a class',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    deleting: 'Deleting…',
    backToSchedule: 'Back to the schedule',
    loadFailed: 'We could not load your schedule.',
    tryAgain: 'Try again',
    saveFailed: 'We could not save that. Please check the details and try again.',
    noRuns: 'No classes in this term yet.',
    breaksHeading: 'Breaks',
    booked: (bookings: number, capacity: number) => `${bookings} / ${capacity} booked`,
    sessions: (count: number) => (count === 1 ? '1 session' : `${count} sessions`),
    termDates: (from: string, to: string) => `${from} to ${to}`,
    /** Draft and publish: a run or camp is set up in private and published when ready. */
    publishing: {
      draftBadge: 'Draft',
      draftHint: 'Drafts are seen by your staff only. Publish them to put them on your public schedule.',
      publish: 'Publish',
      unpublish: 'Unpublish',
      working: 'Saving…',
      publishTerm: 'Publish term',
      published: (name: string) => `${name} is published: it is on your public schedule and families can book it.`,
      unpublished: (name: string) => `${name} is a draft again: only your staff can see it.`,
      termPublished: (name: string) => `${name} is published: all its classes are on your public schedule.`,
      confirmUnpublish: (name: string) => `Unpublish ${name}?`,
      confirmUnpublishBody: (bookings: number) =>
        `It has ${bookings === 1 ? '1 booking' : `${bookings} bookings`}. They stay booked, but families can no longer see it or book it, and places held in baskets are released.`,
    },
    rerun: {
      link: (name: string) => `Re-run ${name}`,
      title: (name: string) => `Re-run ${name}`,
      explained:
        'Choose the new term’s name, dates and breaks. Every class of this term is copied into it with its class times, prices, places and coaches; bookings are not.',
      next: 'Next: preview',
      previewTitle: 'These classes will be copied',
      sessions: (count: number) => (count === 1 ? '1 session' : `${count} sessions`),
      coaches: (count: number) => (count === 1 ? '1 coach' : `${count} coaches`),
      noRuns: 'This term has no classes: only the term is made.',
      create: 'Create the new term',
      back: 'Change the dates',
    },
    term: {
      addTitle: 'Add a term',
      editTitle: (name: string) => `Edit ${name}`,
      name: 'Term name',
      startDate: 'First day',
      endDate: 'Last day',
      breaks: 'Breaks (half term, bank holidays)',
      breakName: 'Break name',
      breakFrom: 'From',
      breakTo: 'To',
      addBreak: 'Add a break',
      removeBreak: 'Remove break',
      confirmDelete: (name: string) => `Delete ${name}?`,
      confirmDeleteBody:
        'The term and all its classes are removed from your schedule. A term with bookings cannot be deleted.',
    },
    run: {
      addTitle: 'Add a class',
      editTitle: (name: string) => `Edit ${name}`,
      term: 'Term',
      className: 'Class name',
      venue: 'Venue',
      classTimes: 'Weekly class times',
      day: 'Day',
      startTime: 'Starts',
      endTime: 'Ends',
      addClassTime: 'Add a class time',
      removeClassTime: 'Remove class time',
      capacity: 'Places',
      ageFrom: 'Age from (months)',
      ageTo: 'Age to (months, 0 for any)',
      pricePerSession: 'Price per session (£)',
      pricePerTerm: 'Price per term (£, optional)',
      trial: 'Offer trial sessions',
      trialPrice: 'Trial price (£)',
      inviteOnly: 'Invite only',
      inviteOnlyHint:
        'Left off your public schedule: only the families you invite can see and book it (you can still book anyone onto it).',
      inviteOnlyBadge: 'Invite only',
      plan: 'Offer a monthly payment plan',
      planHint:
        'Families pay by the month instead of for the term. Changes apply to new bookings: families already on the plan keep theirs (change them under Payment plans).',
      monthlyPrice: 'Price a month (£)',
      trialDays: 'Free trial days (0 for none)',
      billingDay: 'Billing day (day of the month, 1–28; optional)',
      billingDayHint: 'The day each monthly payment is taken. Left empty: the day the family subscribes.',
      /** '£32.50 a month, first 14 days free, taken on the 1st'. */
      planSummary: (price: string, trialDays: number, billingDay: string | null) =>
        [
          `${price} a month`,
          ...(trialDays > 0 ? [`first ${trialDays === 1 ? 'day' : `${trialDays} days`} free`] : []),
          ...(billingDay ? [`taken on the ${billingDay}`] : []),
        ].join(', '),
      invite: 'Invite',
      book: 'Book for a family',
      confirmDelete: (name: string) => `Delete ${name}?`,
      confirmDeleteBody:
        'The class and its sessions are removed from your schedule. A class with bookings cannot be deleted.',
    },
    // The server's answers, shown as they are.
    errors: {
      termHasBookings: (count: number) =>
        `This term has ${count === 1 ? '1 booking' : `${count} bookings`}, so it cannot be deleted. Cancel or move them first.`,
      runHasBookings: (count: number) =>
        `This class has ${count === 1 ? '1 booking' : `${count} bookings`}, so it cannot be deleted. Cancel or move them first.`,
      /** Places held in orders waiting for payment: the payment could still succeed, so they must lapse or be cancelled first. */
      termHasPendingOrders: (count: number) =>
        `This term has ${count === 1 ? '1 place' : `${count} places`} in orders waiting for payment, so it cannot be deleted yet. Cancel those orders or wait for them to lapse.`,
      runHasPendingOrders: (count: number) =>
        `This class has ${count === 1 ? '1 place' : `${count} places`} in orders waiting for payment, so it cannot be deleted yet. Cancel those orders or wait for them to lapse.`,
      capacityBelowBookings: (count: number) => `must be at least the ${count} places already booked`,
      trialSessionDropped: (date: string) =>
        `A trial is booked for the session on ${date}, which this change would remove. Move that trial first.`,
      endBeforeStart: 'must be after the first day',
      breakOutsideTerm: 'must be within the term',
      breakBeforeFrom: 'must be on or after the start of the break',
      breaksOverlap: 'must not overlap another break',
      endTimeBeforeStart: 'must be after the start time',
      ageToBelowAgeFrom: 'must be at least the age from (or 0 for any age)',
      trialPriceWithoutTrial: 'is only for a class offering trials',
    },
  },
} as const;
