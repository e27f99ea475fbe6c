import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { postJson } from '../../lib/api';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import { AUTH_PATHS, type CheckEmailState } from './auth-paths';
import { EmailForm } from './email-form';

/** /forgot-password: emails a link to /reset-password?token=… (the same answer whether or not the account exists). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  async function sendResetLink(email: string) {
    await postJson('/api/auth/forgot-password-express', { email }, { botCheck: true });
    navigate(AUTH_PATHS.checkEmail, { state: { sent: 'password-reset', email } satisfies CheckEmailState });
  }
  return (
    <AuthPage title={messages.forgotPassword.title} intro={<p>{messages.forgotPassword.intro}</p>}>
      <EmailForm submitLabel={messages.forgotPassword.submit} busyLabel={messages.forgotPassword.sending} onEmail={sendResetLink} />
      <p className="mt-8"><Link className={textButton} to={AUTH_PATHS.signIn}>{messages.forgotPassword.backToSignIn}</Link></p>
    </AuthPage>
  );
}
