import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { useNextPath, withNext } from '../../lib/next-path';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { AuthPage } from './auth-page';
import { EmailForm } from './email-form';
import { verifyCodeFormSchema } from './form-schemas';
import { forgetSignUpEmail, rememberedSignUpEmail, rememberSignUpEmail } from './sign-up-email';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * /signup/verify: the 6-digit code emailed at sign-up. The address is the one this tab signed up
 * with (./sign-up-email.ts, kept across a reload); without it the page asks for it first.
 */
export default function VerifyEmailPage() {
  const [email, setEmail] = useState(rememberedSignUpEmail);
  if (!email) {
    const enter = (typed: string) => {
      rememberSignUpEmail(typed);
      setEmail(typed);
    };
    return (
      <AuthPage title={messages.missingEmail.title} intro={<p>{messages.missingEmail.body}</p>}>
        <EmailForm submitLabel={messages.missingEmail.continue} onEmail={enter} />
      </AuthPage>
    );
  }
  return <CodeForm email={email} />;
}

function CodeForm({ email }: { email: string }) {
  const next = useNextPath();
  const afterSignIn = useAfterSignIn();
  const [news, setNews] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof verifyCodeFormSchema>, unknown, z.output<typeof verifyCodeFormSchema>>({
    resolver: zodResolver(verifyCodeFormSchema),
    defaultValues: { code: '' },
  });

  const verify = handleSubmit(async ({ code }) => {
    setNews(null);
    try {
      const me = await callApi(authRoutes.verifySignUpCode, { body: { email, code } });
      forgetSignUpEmail();
      await afterSignIn(me, next);
    } catch (err) {
      const codeIssue = fieldIssues(err).code;
      if (codeIssue) setError('code', { message: codeIssue }, { shouldFocus: true });
      else setNews({ tone: 'error', text: userMessage(err) });
    }
  });

  async function resend() {
    setResending(true);
    try {
      await callApi(authRoutes.resendSignUpCode, { body: { email } });
      setNews({ tone: 'info', text: messages.verificationCode.resent });
    } catch (err) {
      setNews({ tone: 'error', text: userMessage(err) });
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthPage title={messages.verificationCode.title} intro={<p>{messages.verificationCode.intro(email)}</p>}>
      <form noValidate onSubmit={verify} className="flex flex-col gap-4">
        {news && <FormAlert tone={news.tone}>{news.text}</FormAlert>}
        <TextField
          id="code"
          label={messages.verificationCode.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code')}
        />
        <SpinnerButton
          type="submit"
          className={`${primaryButton} w-full`}
          loading={isSubmitting}
          loadingLabel={messages.verificationCode.verifying}
        >
          {messages.verificationCode.submit}
        </SpinnerButton>
      </form>
      <div className="mt-6 flex flex-col items-start gap-3">
        <SpinnerButton type="button" className={textButton} loading={resending} onClick={resend}>
          {messages.verificationCode.resend}
        </SpinnerButton>
        <Link className={textButton} to={withNext(clubPages.signUp.path, next)}>
          {messages.verificationCode.wrongEmail}
        </Link>
      </div>
    </AuthPage>
  );
}
