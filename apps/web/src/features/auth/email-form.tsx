import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { emailFormSchema } from './form-schemas';

/** A form asking only for an email address (forgot password, a new sign-in link, the address a code went to). */
export function EmailForm({
  submitLabel,
  busyLabel,
  onEmail,
}: {
  submitLabel: string;
  busyLabel?: string;
  onEmail: (email: string) => Promise<void> | void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await onEmail(email);
    } catch (err) {
      setProblem(userMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField
        id="email"
        label={messages.signIn.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SpinnerButton
        type="submit"
        className={`${primaryButton} w-full`}
        loading={isSubmitting}
        loadingLabel={busyLabel}
      >
        {submitLabel}
      </SpinnerButton>
    </form>
  );
}
