import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffBodySchema, type StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { emailField } from '../auth/form-schemas';
import { useInviteStaff } from './use-staff';

const t = messages.staff.invite;
const name = (what: string) => z.string().trim().min(1, t.required(what)).max(80, t.tooLong);
/** The server's request schema, its fields given the catalogue's wording. */
const inviteFormSchema = inviteStaffBodySchema.extend({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailField(t.required('email address')),
});
const invitableRoles: StaffRole[] = ['coach', 'organiser'];

/** 'Invite staff' on /cms/staff: the server emails the person, and the list shows them at once. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof inviteFormSchema>, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', role: 'coach' },
  });

  const submit = handleSubmit(async (body) => {
    setProblem(null);
    setSentTo(null);
    try {
      await invite.mutateAsync(body);
      reset();
      setSentTo(body.email);
      setFocus('firstName'); // ready for the next invitation
    } catch (err) {
      setProblem(userMessage(err));
      if (fieldIssues(err).email) setFocus('email'); // e.g. already on the staff
    }
  });

  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 id="invite-staff-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      <form
        aria-labelledby="invite-staff-title"
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        {problem && (
          <div className="sm:col-span-2">
            <FormAlert>{problem}</FormAlert>
          </div>
        )}
        <TextField
          id="invite-first-name"
          label={t.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="invite-last-name"
          label={t.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id="invite-email"
          label={t.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <SelectField
              id="invite-role"
              label={messages.staff.role}
              value={field.value}
              options={invitableRoles.map((role) => ({ value: role, label: messages.staff.roles[role] }))}
              onChange={field.onChange}
            />
          )}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.sending}>
            {t.submit}
          </SpinnerButton>
          <p role="status" className="font-medium text-green-900">
            {sentTo && t.sent(sentTo)}
          </p>
        </div>
      </form>
    </section>
  );
}
