/** People: a parent's account, the admin area's staff pages, what a person may do. */
export const peopleMessages = {
  billing: {
    failedPayment: 'You have a failed payment, please update your payment method and pay any outstanding balances',
    updateNow: 'Update Now',
    setUpNow: 'Set up Now',
  },
  permissions: {
    denied: "You don't have permission to do that",
    signInRequired: 'Please sign in to continue',
    photoQuestion: 'Pictures and videos of my child may be posted on social media by the club',
    photoRequired: 'Answering this question is compulsory',
    pleaseSelect: 'Please select',
  },
  family: {
    addChild: 'Add a child',
    addChildTitle: 'Add a child',
    /** The error summary at the top of the form (GOV.UK's pattern): a link to each field in error. */
    problemsTitle: 'There is a problem',
    editChild: 'Edit details',
    editChildTitle: (name: string) => `Edit ${name}'s details`,
    removeChild: 'Remove child',
    confirmRemove: (name: string) => `Remove ${name}?`,
    confirmRemoveBody:
      'Their details, emergency contacts, photo and photo permissions are deleted. This cannot be undone.',
    removing: 'Removing…',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    backToAccount: 'Back to my account',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    dateOfBirthHint: 'For example 14/05/2019',
    gender: 'Gender',
    optional: (label: string) => `${label} (optional)`,
    genders: { female: 'Female', male: 'Male', other: 'Other' },
    genderNotGiven: 'Not given',
    schoolYear: 'School year',
    /** The API's school year ('nursery', 'reception', '1'…'13' or null) in words. */
    schoolYears: (year: string | null) =>
      year === null
        ? 'Not at school'
        : year === 'nursery'
          ? 'Nursery'
          : year === 'reception'
            ? 'Reception'
            : `Year ${year}`,
    age: 'Age',
    medicalTitle: 'Health and additional needs',
    medicalNotes: 'Medical conditions',
    allergyNotes: 'Allergies',
    specialNeeds: 'Special educational needs',
    noneGiven: 'None given',
    specialCategoryIntro:
      'These are special category data: we keep them only with your consent, and only you and the staff of the clubs your child attends can see them.',
    specialCategoryConsent:
      'I consent to the club keeping and using health and special educational needs information about my child to care for them',
    /** The refusal of notes without consent: what to do about it. */
    consentNeeded:
      'To keep medical, allergy or special educational needs notes, please tick the consent box first. Or leave these notes empty.',
    emergencyContacts: 'Emergency contacts',
    emergencyContactsHint: 'At least one person we can call if your child is unwell or hurt.',
    contactName: 'Name',
    contactRelation: 'Relationship to the child',
    contactPhone: 'Phone number',
    contactNumber: (n: number) => `Emergency contact ${n}`,
    addContact: 'Add another contact',
    removeContact: (n: number) => `Remove emergency contact ${n}`,
    photo: 'Photo',
    noPhoto: 'No photo yet',
    photoOf: (name: string) => `Photo of ${name}`,
    choosePhoto: 'Upload a photo',
    changePhoto: 'Change photo',
    uploading: 'Uploading…',
    photoHint: 'A JPEG, PNG or WebP image, under 5MB. It helps coaches recognise your child.',
    photoTooLarge: 'Photos must be under 5MB in size. Please try again with a smaller image.',
    photoWrongType: 'Photos can only be JPEG, PNG or WebP files.',
    photoPermissionTitle: 'Photo and video permission',
    photoPermissionAt: (club: string) => `Your answer for ${club}`,
    photoPermissionYes: 'Yes',
    photoPermissionNo: 'No',
    photoPermissionUnanswered: 'Not answered yet',
    firstNameRequired: 'Please enter their first name',
    lastNameRequired: 'Please enter their last name',
    dateOfBirthRequired: 'Please enter their date of birth',
    dateOfBirthInvalid: 'Please enter a real date, in the past',
    contactNameRequired: 'Please enter the name of this contact',
    contactRelationRequired: 'Please say how this person is related to the child',
    contactPhoneInvalid: 'Please enter a UK phone number, starting 0 or +44',
    tooLong: 'This is too long',
    loadFailed: "We couldn't load your child's details.",
    saveFailed: "We couldn't save these details. Please try again.",
    notFound: "We couldn't find that child.",
    tryAgain: 'Try again',
  },
  accountMenu: {
    label: (firstName: string) => `Account menu for ${firstName}`,
    signedInAs: 'Signed in as',
    myAccount: 'My account',
    signingOut: 'Signing out…',
    signOutFailed: "We couldn't sign you out. Please try again.",
  },
  account: {
    title: 'My account',
    details: 'My details',
    name: 'Name',
    email: 'Email address',
    mobile: 'Mobile number',
    noMobile: 'Not given',
    children: 'My children',
    noChildren: 'You have not added any children yet.',
    bornOn: (date: string) => `Born ${date}`,
    marketingTitle: 'Marketing preferences',
    marketingLabel: 'Contact me about news, offers and new classes',
    marketingHint: 'By email and text message. You can change this at any time.',
    saved: 'Saved',
    saveFailed: "We couldn't save your choice. Please try again.",
    loadFailed: "We couldn't load your account.",
    tryAgain: 'Try again',
  },
  staff: {
    title: 'Staff',
    intro:
      'The coaches and organisers of your club. A change applies at once: the person is signed out and signs in again with their new access.',
    empty: 'Your club has no staff yet.',
    role: 'Role',
    financialAccess: 'Financial access',
    financialAccessOf: (name: string) => `Financial access for ${name}`,
    roleOf: (name: string) => `Role of ${name}`,
    status: 'Status',
    roles: { coach: 'Coach', organiser: 'Organiser', franchise_manager: 'Franchise manager' },
    /** A role in a sentence: "You've been added as a coach". */
    roleInSentence: { coach: 'a coach', organiser: 'an organiser', franchise_manager: 'a franchise manager' },
    statuses: { active: 'Active', deactivated: 'Deactivated', revoked: 'Revoked' },
    onlyOrganisersFinancial: 'Only organisers can have financial access',
    onlyActiveOrganisersFinancial: 'Only active organisers can have financial access: restore them first',
    needFinancialAccess: 'Only organisers with financial access can change this',
    /** A change that would give or take financial access, asked by an organiser who does not hold it. */
    needFinancialAccessFor: {
      give: 'Only an organiser with financial access can give financial access.',
      remove:
        'This would take away their financial access, and only an organiser with financial access can do that. Ask one of them to make this change.',
    },
    lastFinancialOrganiser:
      "This is the club's only active organiser with financial access, and a club must always keep one. Give another organiser financial access first.",
    you: 'You',
    ownAccessLocked: 'You cannot remove your own organiser access. Ask another organiser to do it.',
    actionsOf: (name: string) => `Actions for ${name}`,
    deactivate: 'Deactivate',
    revoke: 'Revoke access',
    restore: 'Restore',
    cancel: 'Cancel',
    confirmRole: (name: string, role: string) => `Change ${name}'s role to ${role}?`,
    confirmRoleBody:
      'They will be signed out and sign in again with the access of their new role. Anyone who is not an organiser loses financial access.',
    changeRole: 'Change role',
    confirmDeactivate: (name: string) => `Deactivate ${name}?`,
    confirmDeactivateBody:
      'They can no longer manage the club or see registers until you restore them, and lose any financial access. They are signed out at once.',
    confirmRevoke: (name: string) => `Revoke ${name}'s access?`,
    confirmRevokeBody:
      'They lose all access to the club and any financial access, and are signed out at once. You can restore them later.',
    saved: (name: string) => `Saved the changes to ${name}.`,
    loadFailed: "We couldn't load your staff.",
    /** A pending invitation's status, by calendar days since its latest link was sent (`date` as 3 Mar 2026). */
    invitedWhen: (days: number, date: string) =>
      days <= 0
        ? 'Invited today'
        : days === 1
          ? 'Invited yesterday'
          : days < 14
            ? `Invited ${days} days ago`
            : `Invited on ${date}`,
    invitationExpired: 'Their link has expired. Resend the invitation to send a new one.',
    resendInvitation: 'Resend invitation',
    cancelInvitation: 'Cancel invitation',
    keepInvitation: 'Keep invitation',
    confirmCancelInvitation: (name: string) => `Cancel ${name}'s invitation?`,
    confirmCancelInvitationBody:
      'Their link stops working and they are removed from your staff. You can invite them again later.',
    invitationResent: (email: string) => `Sent a new invitation to ${email}. The earlier link no longer works.`,
    invitationCancelled: (name: string) => `Cancelled the invitation to ${name}.`,
    /** 409: resending or cancelling the invitation of someone who has set a password (accepted, or never needed one). */
    noInvitationWaiting: (name: string) =>
      `${name} has no invitation waiting: they have set a password and can sign in. Deactivate or revoke them instead.`,
    /** 409: resending the invitation of someone deactivated or revoked. */
    restoreBeforeResending: (name: string) => `Restore ${name} before sending their invitation again.`,
    invite: {
      title: 'Invite staff',
      intro:
        "We'll email them a link to choose a password. Someone who already has an account is added at once, and we'll email to tell them.",
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      required: (what: string) => `Please enter their ${what}`,
      tooLong: 'Please use at most 80 characters',
      submit: 'Send invitation',
      sending: 'Sending invitation…',
      sent: (email: string) => `Invitation sent to ${email}.`,
      alreadyStaff: (email: string, role: string) =>
        `${email} is already ${role} at this club. Change their role or restore them in the staff list instead.`,
    },
  },
  cms: {
    title: 'Manage Club',
    staffLink: 'Staff',
    scheduleLink: 'Public schedule',
    backToAdmin: 'Back to Manage Club',
    /** The admin area's navigation, on every /cms page: registers first, as a coach on a phone wants them. */
    nav: {
      label: 'Club admin',
      home: 'Home',
      registers: 'Registers',
      schedule: 'Schedule',
      venues: 'Venues',
      staff: 'Staff',
      contacts: 'Contacts',
      orders: 'Orders',
      settings: 'Settings',
    },
    /** /cms/settings: every settings page this person may open, with a line on what it is for. */
    settings: {
      title: 'Settings',
      intro: 'Set your club up once, and change it whenever you need to.',
      profile: 'How your club looks (theme, logo) and how parents reach it.',
      healthCheck: 'Platform fees, Payment Secures Booking, SMS invoices and the listing site.',
      salesCalculator: 'What absorbing the fees costs, and what rounding your prices up earns.',
      payments: 'How parents may pay you, and what they are told about paying.',
      options: 'Grading trophies on or off, how registers list children.',
      trophies: 'The levels and badges of each class, awarded from the register.',
      terms: 'Your terms and conditions, linked when parents pay.',
      privacy: 'Your privacy policy, linked when parents pay.',
      photoPermissions: 'Which children may appear in photos and videos.',
      adminTools: 'Reset or create setup fees; the club’s card-provider subscription.',
    },
    /** The club home (spec: client home). */
    home: {
      loadFailed: "We couldn't load the club's home.",
      today: 'Today',
      noSessionsToday: 'No sessions today.',
      booked: (booked: number, capacity: number) => `${booked} / ${capacity} booked`,
      thisWeek: 'This week',
      weekSummary: (sessions: number, places: number) =>
        `${sessions === 1 ? '1 session' : `${sessions} sessions`}, ${places === 1 ? '1 child' : `${places} children`} booked`,
      fillRate: 'Places filled',
      fillRateOf: (booked: number, capacity: number) => `${booked} of ${capacity} places in current terms`,
      waitingLists: 'Waiting lists',
      waitingSummary: (children: number, runs: number) =>
        children === 0
          ? 'Nobody is waiting.'
          : `${children === 1 ? '1 child' : `${children} children`} waiting for ${runs === 1 ? '1 class' : `${runs} classes`}`,
      recentBookings: 'Latest bookings',
      noBookings: 'No bookings yet.',
      moneyThisMonth: 'Money this month',
      /** The month's figures in Financials' words (messages.reporting.summary): the same figures, the same names. */
      paid: 'Taken by card',
      refunded: 'Refunded',
      platformFees: 'Platform fees',
      net: 'Net',
    },
  },
} as const;
