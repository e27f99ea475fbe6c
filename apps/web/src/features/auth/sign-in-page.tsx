import { authMessages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useNextPath, withNext } from '../../lib/next-path';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { AuthPage } from './auth-page';
import type { CheckEmailState } from './auth-paths';
import type { signInFormSchema } from './form-schemas';
import { audienceOf, NoAccountMessage } from './no-account-message';
import { useOpenCodePage } from './sign-up-email';
import { useAfterSignIn } from './use-after-sign-in';

// The page is rendered on the server: its schemas (zod) load once the person starts on the form.
const formSchemas = () => import('./form-schemas');
const signInForm = lazyZodResolver(async () => (await formSchemas()).signInFormSchema);

type Problem =
  { kind: 'message'; text: string } | { kind: 'no-account'; email: string } | { kind: 'unverified'; email: string };

/** Why signing in failed, in words for the person: an unknown address gets the no-account message. */
async function explain(err: unknown, email: string): Promise<Problem> {
  if (err instanceof ApiError && err.code === 'EMAIL_UNVERIFIED') return { kind: 'unverified', email };
  if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
    const status = await callApi(authRoutes.emailStatusCheck, { body: { email } }).catch(() => null);
    if (status?.status === 'no-account') return { kind: 'no-account', email };
    // An unconfirmed sign-up has no password yet: it only gets one when its code is entered.
    if (status?.status === 'unverified') return { kind: 'unverified', email };
  }
  return { kind: 'message', text: userMessage(err) };
}

/** /login: email and password, or an emailed sign-in link; then `?next=` (same-site paths only) or home. */
export default function SignInPage() {
  const next = useNextPath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openCodePage = useOpenCodePage();
  const afterSignIn = useAfterSignIn();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sendingLink, setSendingLink] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInFormSchema>, unknown, z.output<typeof signInFormSchema>>({
    resolver: signInForm.resolver,
    defaultValues: { email: '', password: '', staySignedIn: false },
  });

  const signIn = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await afterSignIn(await callApi(authRoutes.loginUser, { body: values }), next);
    } catch (err) {
      setProblem(await explain(err, values.email));
    }
  });

  async function sendSignInLink() {
    setProblem(null);
    const parsed = (await formSchemas()).emailFormSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      setError('email', {
        message: getValues('email').trim() ? authMessages.forms.emailInvalid : authMessages.signIn.magicLinkNeedsEmail,
      });
      setFocus('email');
      return;
    }
    setSendingLink(true);
    try {
      await callApi(authRoutes.sendMagicLink, {
        body: { email: parsed.data.email, next: next === '/' ? undefined : next },
      });
      navigate(clubPages.checkEmail.path, {
        state: { sent: 'magic-link', email: parsed.data.email } satisfies CheckEmailState,
      });
    } catch (err) {
      setProblem({ kind: 'message', text: userMessage(err) });
      setSendingLink(false);
    }
  }

  async function enterCode(email: string) {
    await callApi(authRoutes.resendSignUpCode, { body: { email } }).catch(() => undefined);
    openCodePage(email, next);
  }

  return (
    <AuthPage title={authMessages.signIn.title} intro={<p>{authMessages.signIn.intro}</p>}>
      <form noValidate onSubmit={signIn} onFocus={signInForm.preload} className="flex flex-col gap-4">
        {problem && (
          <FormAlert>
            {problem.kind === 'message' && problem.text}
            {problem.kind === 'no-account' && (
              <NoAccountMessage audience={audienceOf(params.get('role'))} email={problem.email} next={next} />
            )}
            {problem.kind === 'unverified' && (
              <>
                <p>{authMessages.signIn.unverified}</p>
                <button type="button" className={`${textButton} mt-1`} onClick={() => enterCode(problem.email)}>
                  {authMessages.signIn.enterCode}
                </button>
              </>
            )}
          </FormAlert>
        )}
        <TextField
          id="email"
          label={authMessages.signIn.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="password"
          label={authMessages.signIn.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Controller
          control={control}
          name="staySignedIn"
          render={({ field }) => (
            <CheckboxField
              id="stay-signed-in"
              label={authMessages.signIn.staySignedIn}
              checked={Boolean(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <SpinnerButton
          type="submit"
          className={`${primaryButton} w-full`}
          loading={isSubmitting}
          loadingLabel={authMessages.signIn.signingIn}
        >
          {authMessages.signIn.submit}
        </SpinnerButton>
        <Link className={`${textButton} self-start`} to={clubPages.forgotPassword.path}>
          {authMessages.signIn.forgotPassword}
        </Link>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-gray-700" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-300" />
        {authMessages.signIn.or}
        <span className="h-px flex-1 bg-gray-300" />
      </div>
      <SpinnerButton
        type="button"
        className={`${secondaryButton} w-full`}
        loading={sendingLink}
        onClick={sendSignInLink}
      >
        {authMessages.signIn.magicLinkInstead}
      </SpinnerButton>
      <p className="mt-8 text-center">
        {authMessages.signIn.noAccountYet}{' '}
        <Link className={textButton} to={withNext(clubPages.signUp.path, next)}>
          {authMessages.signIn.createAccount}
        </Link>
      </p>
    </AuthPage>
  );
}
