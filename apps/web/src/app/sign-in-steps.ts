/**
 * The pages of signing up, and of the steps around signing in (emailed links and codes, password
 * resets, new terms): fewer people open them than /login. This table loads with the first of them, so
 * their `import()`s (and the lists of chunks each one preloads) are no part of a first download.
 */
export const signInStepModules = {
  magicLink: () => import('../features/auth/magic-link-page'),
  linkExpired: () => import('../features/auth/link-expired-page'),
  checkEmail: () => import('../features/auth/check-email-page'),
  signInError: () => import('../features/auth/sign-in-error-page'),
  signUp: () => import('../features/auth/sign-up-page'),
  verifyEmail: () => import('../features/auth/verify-email-page'),
  forgotPassword: () => import('../features/auth/forgot-password-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  termsUpdate: () => import('../features/terms-of-use/contract-page'),
};
