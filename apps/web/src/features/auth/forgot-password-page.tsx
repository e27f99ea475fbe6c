import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import type { CheckEmailState } from './auth-paths';
import { EmailForm } from './email-form';

/** /forgot-password: emails a link to /reset-password?token=… (the same answer whether or not the account exists). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  async function sendResetLink(email: string) {
    await callApi(authRoutes.requestPasswordReset, { body: { email } });
    navigate(clubPages.checkEmail.path, { state: { sent: 'password-reset', email } satisfies CheckEmailState });
  }
  return (
    <AuthPage title={messages.forgotPassword.title} intro={<p>{messages.forgotPassword.intro}</p>}>
      <EmailForm
        submitLabel={messages.forgotPassword.submit}
        busyLabel={messages.forgotPassword.sending}
        onEmail={sendResetLink}
      />
      <p className="mt-8">
        <Link className={textButton} to={clubPages.signIn.path}>
          {messages.forgotPassword.backToSignIn}
        </Link>
      </p>
    </AuthPage>
  );
}
