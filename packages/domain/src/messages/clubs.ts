/** Clubs: the platform's home and creating a club. */
export const clubsMessages = {
  createClub: {
    title: 'Create a club',
    intro:
      'Run your terms and holiday camps online: a public schedule, online booking and payments, registers and messages in one place.',
    button: 'Create a club',
  },
  /** The club's own policies, linked from the payment page's agree-before-booking notice. */
  policies: {
    'terms-and-conditions': 'Terms and conditions',
    privacy: 'Privacy policy',
    notPublished: (club: string, policy: string) => `${club} has not published a ${policy.toLowerCase()}.`,
    updated: (date: string) => `Last updated ${date}`,
  },
  regionNotSupported: {
    title: 'Your region is not fully supported yet',
    body: "Some features, such as card payments and SMS, are not available in your country yet. You can still set up your club, and we'll let you know as soon as they are.",
  },
} as const;
