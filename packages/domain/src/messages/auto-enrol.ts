import type { CarryOverConflict, PriorityOfferStatus } from '../rules/auto-enrol.js';

/** Auto-enrol: carrying a term's families over to the next, their timed priority offers, and priority windows. */
export const autoEnrolMessages = {
  autoEnrol: {
    title: (term: string) => `Auto-enrol: ${term}`,
    link: 'Auto-enrol',
    intro: (previous: string) =>
      `The children booked into ${previous}, each matched to the same class this term. Choose whose places to hold: each family gets an email with one link to accept and pay before the deadline.`,
    noPrevious: 'There is no earlier term to carry families over from.',
    empty: 'Nobody was booked into the term before.',
    loading: 'Loading the families…',
    child: 'Child',
    from: 'Was in',
    to: 'Offer',
    noRun: 'No matching class this term',
    conflicts: {
      'no-run': 'No matching class',
      full: 'Full',
      'too-old': 'Too old',
      'too-young': 'Too young',
      clash: 'Clashes with another class',
      draft: 'Class not published',
      placed: 'Already has a place',
    } satisfies Record<CarryOverConflict, string>,
    status: {
      pending: 'Waiting for the family',
      accepted: 'Accepted',
      declined: 'Declined',
      lapsed: 'Lapsed',
    } satisfies Record<PriorityOfferStatus, string>,
    choose: (name: string) => `Offer ${name} a place`,
    offerDays: 'Hold each place for (days)',
    send: (n: number) => `Send ${n} ${n === 1 ? 'offer' : 'offers'}`,
    sending: 'Sending…',
    confirmSend: (n: number, days: number) =>
      `Hold ${n} ${n === 1 ? 'place' : 'places'} for ${days} days and email the families now?`,
    sent: (offered: number, refused: number) =>
      `${offered} ${offered === 1 ? 'offer' : 'offers'} sent.${refused > 0 ? ` ${refused} could not be held (taken or full).` : ''}`,
    byRun: 'Offers by class',
    byRunEmpty: 'No offers made yet.',
    draftRun: (what: string) => `${what} is a draft. Publish it before offering its places.`,
    notCarriedOver: 'Choose a child who was booked into the term before.',
    notThisTerm: 'Choose a class of this term.',
    /** 409 `CLUB_SUSPENDED` on sending offers: the families could not book the places they were offered. */
    suspended: 'This club is suspended, so no offers can be sent. Send them once the club is restored.',
    openings: {
      title: 'Priority booking',
      intro:
        'When booking this term opens to the public: current members first, then their brothers and sisters, then everyone. Leave all three empty to open it to everyone at once.',
      membersFrom: 'Members from',
      siblingsFrom: 'Siblings from',
      everyoneFrom: 'Everyone from',
      save: 'Save opening times',
      saved: 'Opening times saved.',
      outOfOrder: 'Each window must open no earlier than the one before it.',
      everyoneNeeded: 'Set when everyone may book, after the priority windows.',
      /** The public run and term pages, while the last window is ahead. */
      publicTitle: 'When booking opens',
      publicMembers: (when: string) => `Current members (children booked last term): from ${when}`,
      publicSiblings: (when: string) => `Their brothers and sisters: from ${when}`,
      publicEveryone: (when: string) => `Everyone: from ${when}`,
    },
    email: {
      subject: (child: string, what: string) => `${child}'s place in ${what} is held for you`,
      intro: (firstName: string) => `Hello ${firstName},`,
      body: (child: string, what: string, clubName: string) =>
        `${clubName} is keeping ${child}'s place in ${what} for next term, before booking opens to everyone. It is in your basket.`,
      until: (when: string) => `Accept and pay before ${when}; after that the place goes to another family.`,
      button: 'Accept and pay',
      decline: 'If you do not want it, remove it from your basket and we will offer it to another family.',
      sms: (clubName: string, child: string, what: string, when: string, url: string) =>
        `${clubName}: ${child}'s place in ${what} is held for you until ${when}. Accept and pay: ${url}`,
    },
    reminder: {
      subject: (child: string, what: string) => `Reminder: ${child}'s place in ${what} is still held for you`,
      body: (child: string, what: string, when: string) =>
        `${child}'s place in ${what} is held for you until ${when}. After that it goes to another family.`,
    },
  },
  /** The public schedule: when a term in priority windows opens, and for whom. */
  termOpening: {
    members: (when: string) => `Booking opens for current members on ${when}`,
    siblings: (when: string) => `for their brothers and sisters on ${when}`,
    everyone: (when: string) => `for everyone on ${when}`,
  },
};
