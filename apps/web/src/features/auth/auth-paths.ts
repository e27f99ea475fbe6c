import { clubPages, type PageDefinition } from '@clubroom/domain/pages';

const signInPaths = new Set(
  Object.values<PageDefinition>(clubPages)
    .filter((page) => page.kind === 'sign-in')
    .map((page) => page.path),
);
/** The pages of signing in and signing up (the contract gate leaves these alone). */
export const isAuthPath = (pathname: string) => signInPaths.has(pathname.replace(/\/+$/, '') || '/');

/** What the check-email page says was sent (router state, so the address stays out of the URL). */
export interface CheckEmailState {
  sent: 'magic-link' | 'password-reset';
  email: string;
}
