import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { textButton } from '../../ui/buttons';
import { AuthPage } from './auth-page';
import type { CheckEmailState } from './auth-paths';

function sentText(state: CheckEmailState | null): string {
  if (!state?.email) return messages.checkEmail.generic;
  return state.sent === 'magic-link'
    ? messages.checkEmail.magicLinkSent(state.email)
    : messages.checkEmail.resetSent(state.email);
}

/** /login/check-email: after asking for a sign-in link or a password reset. */
export default function CheckEmailPage() {
  const state = useLocation().state as CheckEmailState | null;
  return (
    <AuthPage title={messages.checkEmail.title}>
      <div className="flex gap-3">
        <MailCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-gray-700" />
        <div className="space-y-3">
          <p>{sentText(state)}</p>
          <p className="text-gray-700">{messages.checkEmail.spamHint}</p>
        </div>
      </div>
      <p className="mt-8">
        <Link className={textButton} to={clubPages.signIn.path}>
          {messages.forgotPassword.backToSignIn}
        </Link>
      </p>
    </AuthPage>
  );
}
