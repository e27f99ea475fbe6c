import { zodResolver } from '@hookform/resolvers/zod';
import { addContactParentSchema, type AddContactResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { ChildForm } from '../people/child-form';
import { useAddContact } from './use-contacts';
import { BackLink } from '../../ui/back-link';

const t = messages.contacts;
type ParentValues = z.input<typeof addContactParentSchema>;

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/**
 * What step 1 did, in words: a new account, or an existing one linked now or already the club's
 * contact; then what was typed and not saved (the account keeps its own names and phone).
 */
function addedNotice(typed: ParentValues, { outcome, account }: AddContactResponse): string {
  if (outcome === 'created') return t.addedNew;
  const name = `${account.firstName} ${account.lastName}`;
  const said = outcome === 'linked' ? t.addedLinked(name) : t.addedAlreadyConnected(name);
  const typedName = `${typed.firstName.trim()} ${typed.lastName.trim()}`;
  const unused = [
    typedName.toLowerCase() !== name.toLowerCase() && typedName,
    digitsOf(typed.phone) !== digitsOf(account.phone) && typed.phone.trim(),
  ].filter(Boolean);
  return unused.length === 0 ? said : `${said} ${t.typedNotUsed(unused.join(', '))}`;
}

/** Step 1: the parent. An existing account with the email is connected; either way step 2 follows. */
function ParentStep() {
  const add = useAddContact();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentValues>({
    resolver: zodResolver(addContactParentSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const added = await add.mutateAsync({ step: 1, ...values });
      const { parentId } = added;
      const notice = addedNotice(values, added);
      await navigate(`${clubPages.addContact.path}?step=2&parentId=${parentId}`, { state: { notice } });
    } catch (err) {
      const issues = Object.entries(fieldIssues(err));
      for (const [field, message] of issues) setError(field as Path<ParentValues>, { message });
      if (issues.length === 0) setProblem(userMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.stepParent}>
      <h2 className="text-xl font-semibold">{t.stepParent}</h2>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="firstName"
          label={t.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="lastName"
          label={t.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id="email"
          type="email"
          label={t.email}
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="phone"
          type="tel"
          label={t.phone}
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={isSubmitting}>
          {t.next}
        </SpinnerButton>
        <Link className={textButton} to={clubPages.contacts.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}

/** The server names the child's fields under `child.`: the child form's fields are the same without it. */
function asChildFormError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const issues = err.issues.map((i) => ({ ...i, path: i.path.replace(/^body\.child\./, 'body.') }));
  return new ApiError(err.status, err.code, err.message, issues);
}

/** Step 2: a child of the contact, or skip to the contact. */
function ChildStep({ parentId }: { parentId: number }) {
  const add = useAddContact();
  const navigate = useNavigate();
  const contactPage = pagePath(clubPages.contact, { parentId });
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t.stepChild}</h2>
      <ChildForm
        consentOnRecord
        asksPhotoPermission
        submitLabel={t.addChild}
        onSubmit={async (child, photoPermission) => {
          try {
            await add.mutateAsync({ step: 2, parentId, child: { ...child, photoPermission } });
          } catch (err) {
            throw asChildFormError(err);
          }
          await navigate(contactPage);
        }}
        cancel={
          <Link className={textButton} to={contactPage}>
            {t.skipChild}
          </Link>
        }
      />
    </div>
  );
}

/** /cms/contacts/add?step=1 (the parent) and ?step=2&parentId= (a child, or skip). */
export default function AddContactPage() {
  const [params] = useSearchParams();
  const parentId = params.get('parentId');
  const step = params.get('step') === '2' && parentId && isCanonicalId(parentId) ? 2 : 1;
  // Step 1 says whether it made an account or connected one.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  usePageTitle(t.addTitle);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.contacts.path}>{t.backToContacts}</BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.addTitle}</h1>
      {step === 2 && notice && <FormAlert tone="info">{notice}</FormAlert>}
      {step === 1 ? <ParentStep /> : <ChildStep parentId={Number(parentId)} />}
    </div>
  );
}
