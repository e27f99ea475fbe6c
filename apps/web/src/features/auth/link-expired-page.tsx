import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { postJson } from '../../lib/api';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import { AUTH_PATHS, type CheckEmailState } from './auth-paths';
import { EmailForm } from './email-form';

/** /login/link-expired: where the server sends a used or expired sign-in link; offers a new one. */
export default function LinkExpiredPage() {
  const navigate = useNavigate();
  async function sendNewLink(email: string) {
    await postJson('/api/new-magic-link', { email });
    navigate(AUTH_PATHS.checkEmail, { state: { sent: 'magic-link', email } satisfies CheckEmailState });
  }
  return (
    <AuthPage title={messages.magicLink.expiredTitle} intro={<p>{messages.magicLink.expiredBody}</p>}>
      <EmailForm submitLabel={messages.magicLink.sendNew} busyLabel={messages.forgotPassword.sending} onEmail={sendNewLink} />
      <p className="mt-8"><Link className={textButton} to={AUTH_PATHS.signIn}>{messages.forgotPassword.backToSignIn}</Link></p>
    </AuthPage>
  );
}
