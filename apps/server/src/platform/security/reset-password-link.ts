import { clubPages } from '@clubroom/domain/pages';

/**
 * The page that sets a password with a `password_reset` token: reset emails and staff
 * invitations (a new account's first password) link to it.
 */
export function resetPasswordUrl(origin: string, token: string): string {
  const url = new URL(clubPages.resetPassword.path, origin);
  url.searchParams.set('token', token);
  return url.toString();
}
