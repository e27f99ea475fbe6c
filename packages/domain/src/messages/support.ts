/** Support: switching user and its banner. */
export const supportMessages = {
  switchUser: {
    menu: 'Support',
    title: 'Switch user',
    email: 'Email address of the user',
    link: 'Switch user',
    banner: (name: string, email: string, supportName: string, supportEmail: string) =>
      `You are signed in as ${name} (${email}), switched from ${supportName} (${supportEmail}).`,
    exit: 'Switch back',
    refused: 'Support staff cannot switch into another support or platform account',
    unknown: (email: string) => `There is no account for ${email}`,
    intro: 'Enter the email address of the person to act as. You will see the site as they do until you switch back.',
    emailHint: 'A full address, such as name@example.com',
    linkLabel: (email: string) => `Switch user to ${email}`,
    bannerLabel: 'Switched user',
    /** Why a switch-user link came back without switching (`_switch_user_error`). */
    failed: {
      invalid: 'That is not a valid email address, so you have not been switched.',
      unknown: 'There is no account with that email address, so you have not been switched.',
      refused: 'Support staff cannot switch into another support or platform account.',
      forbidden: 'Only support staff can switch user.',
      'cross-site': 'Switch user links only work from a page of this site. Please use the Support menu.',
    },
    dismiss: 'Dismiss',
  },
  /** What a switched session may not do (docs/security.md, "Switched sessions"). */
  switchedSession: {
    refused: (firstName: string) =>
      `Only ${firstName} can do this. It cannot be done while you are switched into their account.`,
    contractPage: (firstName: string) =>
      `Only ${firstName} can accept the Terms of Use, so they are not shown while you are switched into their account.`,
    continue: 'Continue',
    grantToPlatformAccount:
      'A switched session cannot give a role or access at a club to support staff or platform accounts.',
  },
} as const;
