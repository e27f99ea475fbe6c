import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useBootstrap } from '../../lib/club-context';
import { ApiError, callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { useNextPath, withNext } from '../../lib/next-path';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { ContractDialog } from '../terms-of-use/contract-dialog';
import { AuthPage } from './auth-page';
import { signUpFormSchema } from './form-schemas';
import { useOpenCodePage } from './sign-up-email';

type Values = z.input<typeof signUpFormSchema>;
const SERVER_CHECKED_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'password'] as const;

/**
 * /signup on a club's site: a parent's account; a code is emailed, then the verification page. On the platform's
 * site it is the first step of 'Create a club' (features/onboarding/create-club-page.tsx).
 */
export default function SignUpPage() {
  const { club } = useBootstrap();
  const next = useNextPath();
  const openCodePage = useOpenCodePage();
  const [termsOpen, setTermsOpen] = useState(false);
  const [problem, setProblem] = useState<{ text: string; signIn?: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', mobile: '', password: '', acceptTerms: false },
  });

  const signUp = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await callApi(authRoutes.signUp, { body: values });
      openCodePage(values.email, next);
    } catch (err) {
      const issues = fieldIssues(err);
      const fields = SERVER_CHECKED_FIELDS.filter((name) => issues[name]);
      fields.forEach((name, i) => setError(name, { message: issues[name] }, { shouldFocus: i === 0 }));
      const taken = err instanceof ApiError && err.code === 'EMAIL_TAKEN';
      setProblem(
        taken ? { text: messages.signUp.emailTaken, signIn: true } : fields.length ? null : { text: userMessage(err) },
      );
    }
  });

  return (
    <AuthPage
      title={messages.signUp.title}
      intro={<p>{club ? messages.signUp.welcome(club.name) : messages.onboarding.signUpWelcome}</p>}
    >
      <form noValidate onSubmit={signUp} className="flex flex-col gap-4">
        {problem && (
          <FormAlert>
            <p>{problem.text}</p>
            {problem.signIn && (
              <Link className="font-semibold underline" to={withNext(clubPages.signIn.path, next)}>
                {messages.signIn.submit}
              </Link>
            )}
          </FormAlert>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="first-name"
            label={messages.signUp.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id="last-name"
            label={messages.signUp.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          id="email"
          label={messages.signUp.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="mobile"
          label={messages.signUp.mobile}
          type="tel"
          autoComplete="tel"
          hint={messages.signUp.mobileHint}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          id="password"
          label={messages.signUp.password}
          type="password"
          autoComplete="new-password"
          hint={messages.signUp.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-col gap-1">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <CheckboxField
                id="accept-terms"
                label={messages.signUp.acceptTerms}
                checked={Boolean(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.acceptTerms?.message}
              />
            )}
          />
          <button type="button" className={`${textButton} self-start pl-7 text-sm`} onClick={() => setTermsOpen(true)}>
            {messages.signUp.readTerms}
          </button>
        </div>
        <SpinnerButton
          type="submit"
          className={`${primaryButton} w-full`}
          loading={isSubmitting}
          loadingLabel={messages.signUp.creating}
        >
          {messages.signUp.submit}
        </SpinnerButton>
      </form>
      <p className="mt-8 text-center">
        {messages.signUp.haveAccount}{' '}
        <Link className={textButton} to={withNext(clubPages.signIn.path, next)}>
          {messages.signIn.submit}
        </Link>
      </p>
      <ContractDialog role="parent" open={termsOpen} onOpenChange={setTermsOpen} />
    </AuthPage>
  );
}
