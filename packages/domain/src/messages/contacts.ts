/** Contacts: the club's parents and their children, as organisers find, add, view and remove them. */
export const contactsMessages = {
  contacts: {
    oneFilter: 'Choose one of term, run, camp or camp week',
    attributeNeeded: 'Choose the contact attribute whose value to look for',
    /** The contacts list's contact attribute filter and column. */
    attributeLabel: 'Contact attribute',
    attributeAny: 'Any contact',
    attributeValueLabel: 'Its value contains',
    attributeValueHint: 'Leave empty for every contact with a value',
    attributeApply: 'Filter',
    attributesColumn: 'Attributes',
    /** Staff editing a child whose parent has not consented to the club keeping health notes. */
    notesLocked: (parent: string) =>
      `You cannot change these notes: ${parent} has not consented to the club keeping medical, allergy or special educational needs notes, and only ${parent} can, from their own account. Ask ${parent} to add them there.`,
    parentConsentNeeded:
      'The parent has not consented to the club keeping medical, allergy or special educational needs notes. Only they can, on their account: leave these notes empty for now.',
    notAContact: 'Contact',
    childNotTheirs: 'Child',
    removeRefused: (upcoming: number, unpaid: number) =>
      [
        'This contact cannot be removed while they',
        [
          upcoming > 0 && `have ${upcoming === 1 ? '1 upcoming booked place' : `${upcoming} upcoming booked places`}`,
          unpaid > 0 && `have ${unpaid === 1 ? '1 unpaid order' : `${unpaid} unpaid orders`}`,
        ]
          .filter(Boolean)
          .join(' and '),
      ].join(' ') + '. Cancel the places or settle the orders first.',
    /** The list page. */
    title: 'Contacts',
    intro: 'Parents connected to your club, with their children. Narrow them to a term, a class or a camp.',
    searchLabel: 'Search',
    searchPlaceholder: 'Name, email, phone or child',
    filterLabel: 'Show',
    wholeSchedule: 'Whole schedule',
    termOption: (name: string) => `Term: ${name}`,
    runOption: (className: string, venue: string) => `Class: ${className}, ${venue}`,
    campOption: (name: string) => `Camp: ${name}`,
    campWeekOption: (camp: string, week: string) => `Camp week: ${camp}, ${week}`,
    sortLabel: 'Sort by',
    sorts: { name: 'Name (A–Z)', '-name': 'Name (Z–A)', created: 'Oldest first', '-created': 'Newest first' },
    downloadCsv: 'Download CSV',
    addContact: 'Add contact',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    children: 'Children',
    joined: 'Joined',
    noContacts: 'No contacts yet. Parents appear here when they sign up or book, or when you add them.',
    noMatches: 'No contacts match these filters.',
    loadFailed: "We couldn't load the contacts.",
    pageOf: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} (${total === 1 ? '1 contact' : `${total} contacts`})`,
    /** One contact. */
    backToContacts: 'All contacts',
    parentDetails: 'Parent',
    noChildren: 'No children at this club.',
    editChild: 'Edit',
    editChildTitle: (name: string) => `Edit ${name}`,
    cancel: 'Cancel',
    dateOfBirth: 'Date of birth',
    medical: 'Medical',
    allergies: 'Allergies',
    specialNeeds: 'Special educational needs',
    none: 'None',
    emergencyContacts: 'Emergency contacts',
    photoPermission: 'Photos and videos',
    photoYes: 'Yes',
    photoNo: 'No',
    photoUnanswered: 'Not answered',
    bookings: 'Bookings',
    noBookings: 'No bookings at this club.',
    orders: 'Orders',
    noOrders: 'No orders at this club.',
    consents: 'Consents',
    termsAccepted: (version: number, when: string) => `Terms of Use version ${version}, accepted ${when}`,
    termsNotAccepted: 'Terms of Use not accepted yet',
    marketing: (optIn: boolean) => (optIn ? 'Marketing: opted in' : 'Marketing: not opted in'),
    specialCategory: (given: boolean) =>
      given ? 'Medical and SEN notes: consent given' : 'Medical and SEN notes: no consent (notes cannot be kept)',
    removeContact: 'Remove contact',
    removeConfirmTitle: (name: string) => `Remove ${name}?`,
    removeConfirmBody:
      'They will no longer be a contact of your club and their children leave its lists. Their account, past bookings and orders stay.',
    removed: (name: string) => `${name} is no longer a contact.`,
    /** Adding. */
    addTitle: 'Add contact',
    stepParent: 'Step 1 of 2: the parent',
    stepChild: 'Step 2 of 2: a child',
    firstName: 'First name',
    lastName: 'Last name',
    next: 'Next',
    addChild: 'Add child',
    skipChild: 'Skip',
    addedNew: 'The contact is added and has been emailed a link to sign in.',
    /** An existing account: linked now, or already the club's contact; its own names and phone are kept. */
    addedLinked: (name: string) =>
      `An account with this email already existed, as ${name}: it is now connected to your club as a contact.`,
    addedAlreadyConnected: (name: string) =>
      `${name} already has an account with this email and was already your club's contact: nothing was changed.`,
    typedNotUsed: (typed: string) =>
      `The account keeps its own details, so what you typed (${typed}) was not saved. The parent can change their name and phone in their account.`,
    addChildHere: 'Add child',
    addChildTo: (parent: string) => `Add child to ${parent}'s family`,
    gender: 'Gender',
  },
} as const;
