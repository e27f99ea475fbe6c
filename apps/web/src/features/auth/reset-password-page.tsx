import { zodResolver } from '@hookform/resolvers/zod';
import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { useRefreshMe } from '../../lib/use-me';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { PageMessage } from '../../ui/page-message';
import { SpinnerButton } from '../../ui/spinner-button';
import { contractPagePath } from '@clubroom/domain/rules';
import { AuthPage } from './auth-page';
import { resetPasswordFormSchema } from './form-schemas';
import { ReturnToLogin } from './return-to-login';

/** /reset-password?token=…: the link of the reset email. A new password signs the person in. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  if (!token) return <ReturnToLogin title={messages.missingToken.title} body={messages.missingToken.body} />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const refreshMe = useRefreshMe();
  const [problem, setProblem] = useState<{ text: string; linkInvalid?: boolean } | null>(null);
  const [signedIn, setSignedIn] = useState<Me | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordFormSchema>, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const save = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      const me = await callApi(authRoutes.resetPassword, { body: { token, password } });
      await refreshMe();
      setSignedIn(me);
    } catch (err) {
      const passwordIssue = fieldIssues(err).password;
      if (passwordIssue) return setError('password', { message: passwordIssue }, { shouldFocus: true });
      const linkInvalid = err instanceof ApiError && err.code === 'TOKEN_INVALID';
      setProblem({ text: linkInvalid ? messages.resetPassword.linkInvalid : userMessage(err), linkInvalid });
    }
  });

  if (signedIn) {
    return (
      <PageMessage title={messages.resetPassword.title}>
        <p role="status">{messages.resetPassword.done}</p>
        <p className="mt-6">
          <Link className={primaryButton} to={signedIn.contractRequired ? contractPagePath('/') : '/'}>
            {messages.resetPassword.continue}
          </Link>
        </p>
      </PageMessage>
    );
  }
  return (
    <AuthPage title={messages.resetPassword.title} intro={<p>{messages.resetPassword.intro}</p>}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {problem && (
          <FormAlert>
            <p>{problem.text}</p>
            {problem.linkInvalid && (
              <Link className="font-semibold underline" to={clubPages.forgotPassword.path}>
                {messages.resetPassword.askAgain}
              </Link>
            )}
          </FormAlert>
        )}
        <TextField
          id="new-password"
          label={messages.resetPassword.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="confirm-password"
          label={messages.resetPassword.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SpinnerButton
          type="submit"
          className={`${primaryButton} w-full`}
          loading={isSubmitting}
          loadingLabel={messages.resetPassword.saving}
        >
          {messages.resetPassword.submit}
        </SpinnerButton>
      </form>
    </AuthPage>
  );
}
