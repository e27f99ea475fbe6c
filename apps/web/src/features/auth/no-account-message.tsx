import { authMessages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { withNext } from '../../lib/next-path';

/** Who the sign-in page expects (`?role=coach` from a staff invitation, `?role=staff` for organisers), else a parent. */
export type SignInAudience = 'parent' | 'coach' | 'generic';
export const audienceOf = (role: string | null): SignInAudience =>
  role === 'coach' ? 'coach' : role === 'staff' || role === 'organiser' ? 'generic' : 'parent';

/** The spec's no-account messages: parents are also offered an account of their own. */
export function NoAccountMessage({ audience, email, next }: { audience: SignInAudience; email: string; next: string }) {
  return (
    <>
      <p>{authMessages.noAccount[audience](email)}</p>
      {audience === 'parent' && (
        <p className="mt-1">
          <Link className="font-semibold underline" to={withNext(clubPages.signUp.path, next)}>
            {authMessages.signIn.createAccount}
          </Link>
        </p>
      )}
    </>
  );
}
