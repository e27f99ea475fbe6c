import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { useNextPath, withNext } from '../../lib/next-path';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import type { CheckEmailState } from './auth-paths';
import { EmailForm } from './email-form';

/**
 * /login/link-expired: where the server sends a used or expired sign-in link; offers a new one,
 * which (like the sign-in link) still leads to the page the person was going to (`?next=`).
 */
export default function LinkExpiredPage() {
  const navigate = useNavigate();
  const next = useNextPath();
  async function sendNewLink(email: string) {
    await callApi(authRoutes.sendMagicLink, { body: { email, next: next === '/' ? undefined : next } });
    navigate(clubPages.checkEmail.path, { state: { sent: 'magic-link', email } satisfies CheckEmailState });
  }
  return (
    <AuthPage title={messages.magicLink.expiredTitle} intro={<p>{messages.magicLink.expiredBody}</p>}>
      <EmailForm
        submitLabel={messages.magicLink.sendNew}
        busyLabel={messages.forgotPassword.sending}
        onEmail={sendNewLink}
      />
      <p className="mt-8">
        <Link className={textButton} to={withNext(clubPages.signIn.path, next)}>
          {messages.forgotPassword.backToSignIn}
        </Link>
      </p>
    </AuthPage>
  );
}
