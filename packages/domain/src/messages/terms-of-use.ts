/** The Terms of Use: the contract page, its dialog and its form. */
export const termsOfUseMessages = {
  contract: {
    title: 'Terms of Use',
    updateNotice: (firstName: string) =>
      `Hi ${firstName}, we've updated our Terms of Use. Please review and accept them to continue.`,
    firstNotice: (firstName: string) => `Hi ${firstName}, please read and accept our Terms of Use to continue.`,
    reviewChanges: 'Review Changes',
    readFullTerms: 'Read the full terms',
    acceptCheckbox: 'I have read and accept the Terms of Use',
    acceptRequired: 'Please accept these Terms of Use to continue',
    acceptRequiredStaff: 'Please accept the updated terms to continue',
    acceptRequiredStaffFirst: 'Please accept these terms to continue',
    accept: 'ACCEPT',
    accepting: 'Accepting…',
    fullTerms: 'The full Terms of Use',
    loadFailed: "We couldn't load the Terms of Use. Please reload the page.",
    coachIntro: 'As a coach you agree to these terms for your use of the registers and club tools.',
    organiserIntro: 'As a club organiser you agree to these terms on behalf of your club.',
    marketingQuestion: 'May we contact you about news, offers and new classes?',
    marketingYes: 'Yes, keep me informed',
    marketingNo: 'No, thank you',
    specialCategoryConsent:
      'I consent to the club storing medical and additional-needs information I give about my children, to keep them safe.',
    close: 'Close',
    /** Why the form came back (`?error=`); a missing tick uses acceptRequired / acceptRequiredStaff. */
    outdated:
      'These terms were updated while you were reading them. Please review the latest version and accept again.',
    saveFailed: "We couldn't record your acceptance. Please try again.",
  },
} as const;
