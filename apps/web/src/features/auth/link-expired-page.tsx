import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { postJson } from '../../lib/api';
import { useNextPath, withNext } from '../../lib/next-path';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import { AUTH_PATHS, type CheckEmailState } from './auth-paths';
import { EmailForm } from './email-form';

/**
 * /login/link-expired: where the server sends a used or expired sign-in link; offers a new one,
 * which (like the sign-in link) still leads to the page the person was going to (`?next=`).
 */
export default function LinkExpiredPage() {
  const navigate = useNavigate();
  const next = useNextPath();
  async function sendNewLink(email: string) {
    await postJson('/api/new-magic-link', { email, next: next === '/' ? undefined : next }, { botCheck: true });
    navigate(AUTH_PATHS.checkEmail, { state: { sent: 'magic-link', email } satisfies CheckEmailState });
  }
  return (
    <AuthPage title={messages.magicLink.expiredTitle} intro={<p>{messages.magicLink.expiredBody}</p>}>
      <EmailForm submitLabel={messages.magicLink.sendNew} busyLabel={messages.forgotPassword.sending} onEmail={sendNewLink} />
      <p className="mt-8"><Link className={textButton} to={withNext(AUTH_PATHS.signIn, next)}>{messages.forgotPassword.backToSignIn}</Link></p>
    </AuthPage>
  );
}
