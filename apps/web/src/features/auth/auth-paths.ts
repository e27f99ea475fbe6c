/** The pages of signing in and signing up (the contract gate leaves these alone). */
export const AUTH_PATHS = {
  signIn: '/login',
  magicLink: '/login/link',
  linkExpired: '/login/link-expired',
  checkEmail: '/login/check-email',
  signInError: '/login/error',
  signUp: '/signup',
  verifyEmail: '/signup/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

const authPaths = new Set<string>(Object.values(AUTH_PATHS));
export const isAuthPath = (pathname: string) => authPaths.has(pathname.replace(/\/+$/, '') || '/');

/** What the check-email page says was sent (router state, so the address stays out of the URL). */
export interface CheckEmailState {
  sent: 'magic-link' | 'password-reset';
  email: string;
}

/** The verification-code page is told the address the code went to (router state). */
export interface VerifyEmailState {
  email: string;
}
