/** Signing in and up: the sign-in pages, their forms, and the answers of the sign-in routes. */
export const authMessages = {
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to book classes, manage your bookings and pay.',
    email: 'Email address',
    password: 'Password',
    staySignedIn: 'Stay signed in for 1 week',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    magicLinkInstead: 'Email me a sign-in link instead',
    noAccountYet: "Don't have an account?",
    createAccount: 'Create an account',
    wrongCredentials: 'That email address and password do not match. Please try again.',
    unverified:
      "This email address isn't confirmed yet. Enter the code we emailed you on the device where you signed up, or email yourself a sign-in link instead.",
    enterCode: 'Enter your code',
    signOut: 'Sign out',
    signingIn: 'Signing in…',
    or: 'or',
    magicLinkNeedsEmail: "Enter your email address above and we'll email you a link to sign in.",
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: "Enter the email address you use with us and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
    sending: 'Sending…',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Your new password must be at least 8 characters long.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    mismatch: 'The passwords do not match',
    submit: 'Save new password',
    saving: 'Saving…',
    continue: 'Continue',
    askAgain: 'Ask for a new link',
    done: 'Your password has been changed and you are signed in.',
    linkInvalid: 'This password reset link has expired or has already been used. Please ask for a new one.',
  },
  checkEmail: {
    title: 'Check your email',
    magicLinkSent: (email: string) =>
      `If ${email} has an account with us, we've sent it a link to sign in. The link works once and expires in 15 minutes.`,
    resetSent: (email: string) =>
      `If ${email} has an account with us, we've sent it a link to choose a new password. The link expires in 1 hour.`,
    spamHint: "Can't see it? Check your spam or junk folder.",
    generic: "We've sent you an email. Open the link in it to continue.",
  },
  missingToken: {
    title: 'Something went wrong',
    body: 'Please return to login',
    backToLogin: 'Return to login',
  },
  missingEmail: {
    title: 'We need your email address',
    body: 'Please enter the email address you signed up with.',
    continue: 'Continue',
  },
  magicLink: {
    expiredTitle: 'This sign-in link has expired',
    expiredBody:
      "Sign-in links work once and expire after 15 minutes. Enter your email address and we'll send you a new one.",
    sendNew: 'Email me a new link',
    /** The page an emailed link opens: a button signs in, so a mail scanner opening the link uses nothing. */
    landingTitle: (clubName: string) => `Sign in to ${clubName}`,
    landingBody: 'Press the button to finish signing in. The link works once.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
  },
  noAccount: {
    generic: (email: string) =>
      `We couldn't find an active account for ${email}. Please check your login details or contact support.`,
    parent: (email: string) =>
      `We couldn't find an active parent account for ${email}. Please check your login details, create an account, or contact support.`,
    coach: (email: string) =>
      `We couldn't find an active coach account for ${email}. Please check your login details or ask your club to add you as a coach.`,
  },
  signUp: {
    title: 'Create your account',
    welcome: (clubName: string) => `Welcome to ${clubName}! Create an account to book classes and camps.`,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    mobile: 'Mobile number',
    mobileHint: 'A UK mobile, starting 07 or +44 7',
    mobileInvalid: 'Please enter a UK mobile number starting 07 or +44 7 followed by 9 digits',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    acceptTerms: 'I accept the Terms of Use',
    acceptTermsRequired: 'Please accept these Terms of Use to continue',
    readTerms: 'Read the Terms of Use',
    submit: 'Create account',
    creating: 'Creating your account…',
    emailTaken: 'An account with this email address already exists. Please sign in instead.',
    haveAccount: 'Already have an account?',
  },
  verificationCode: {
    title: 'Enter your verification code',
    intro: (email: string) => `We've emailed a 6-digit code to ${email}. Enter it below to confirm your email address.`,
    code: 'Verification code',
    submit: 'Verify',
    resend: 'Send a new code',
    resent: "We've sent a new code. It expires in 15 minutes.",
    verifying: 'Checking…',
    format: 'Please enter the 6-digit code from the email',
    wrongEmail: 'Wrong email address? Start again',
    invalid:
      'That code is not right, or it has expired. Please enter it on the device where you signed up, or ask for a new one there.',
  },
  inAppBrowser: {
    title: 'Open this page in your browser',
    body: "You can't pay with Apple Pay or Google Pay inside this app. Please open this page in another browser (such as Safari or Chrome) to pay at the basket.",
    signInBody:
      "You're viewing this page inside an app. Links we email you will open in your usual browser, so you may stay signed out here: for the best experience open this page in your browser (such as Safari or Chrome).",
  },
  forms: {
    emailInvalid: 'Please enter a valid email address',
    required: (what: string) => `Please enter your ${what}`,
    fixErrors: 'Please correct the highlighted fields',
  },
  botCheckFailed:
    "We couldn't check that this request came from you rather than an automated program. Please try again.",
  rateLimited: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
} as const;
