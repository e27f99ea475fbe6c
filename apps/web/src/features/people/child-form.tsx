import { zodResolver } from '@hookform/resolvers/zod';
import { genders, MAX_EMERGENCY_CONTACTS, type ChildDetailsBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState, type ReactNode } from 'react';
import { Controller, get, useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useClubToday } from '../../lib/club-today';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ErrorSummary, type FieldError } from '../../ui/error-summary';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { childBodyOf, childFormSchema, emptyContact, type ChildFormValues } from './child-form-schema';
import { PhotoPermissionSelect } from './photo-permission-select';
import { TextAreaField } from './text-area-field';

const t = messages.family;

/** The form's fields in the order it shows them, with their controls' ids: the error summary lists them so. */
function fieldsInOrder(contacts: number): [Path<ChildFormValues>, string][] {
  return [
    ['firstName', 'child-first-name'],
    ['lastName', 'child-last-name'],
    ['dateOfBirth', 'child-date-of-birth'],
    ['medicalNotes', 'child-medical-notes'],
    ['allergyNotes', 'child-allergy-notes'],
    ['specialNeeds', 'child-special-needs'],
    ['specialCategoryConsent', 'child-special-category-consent'],
    ...Array.from({ length: contacts }, (_, i): [Path<ChildFormValues>, string][] => [
      [`emergencyContacts.${i}.name`, `contact-${i}-name`],
      [`emergencyContacts.${i}.relation`, `contact-${i}-relation`],
      [`emergencyContacts.${i}.phone`, `contact-${i}-phone`],
    ]).flat(),
    ['photoPermission', 'child-photo-permission'],
  ];
}

const summaryOf = (errors: FieldErrors<ChildFormValues>, contacts: number): FieldError[] =>
  fieldsInOrder(contacts).flatMap(([path, id]) => {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    return message ? [{ id, message }] : [];
  });

/** A note staff cannot change: read-only, greyed, described by why. */
const LOCKED_NOTE = {
  readOnly: true,
  className: 'w-full rounded-md border border-gray-300 bg-gray-100 px-3 py-2 text-base text-gray-800',
  'aria-describedby': 'child-notes-locked',
} as const;

/**
 * A child's details, health notes and emergency contacts, for adding (which also asks this club's
 * photo and video question) and editing. Special-category notes need the parent's consent: when
 * it is not on record, the consent box shows here and is recorded with the notes.
 */
export function ChildForm({
  initial,
  consentOnRecord,
  notesLocked,
  asksPhotoPermission,
  submitLabel,
  onSubmit,
  cancel,
}: {
  initial?: Partial<ChildFormValues>;
  consentOnRecord: boolean;
  /**
   * Why the notes cannot be changed here (staff, while the parent has not consented): they show
   * read-only with this reason, and are sent back as they were.
   */
  notesLocked?: string;
  asksPhotoPermission: boolean;
  submitLabel: string;
  onSubmit: (body: ChildDetailsBody, photoPermission: '1' | '0') => Promise<void>;
  cancel: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  // Each send with problems: the error summary takes focus (not the first field, as the form library would).
  const [attempt, setAttempt] = useState(0);
  const today = useClubToday();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChildFormValues>({
    resolver: zodResolver(childFormSchema(consentOnRecord, asksPhotoPermission, today)),
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      gender: '',
      medicalNotes: '',
      allergyNotes: '',
      specialNeeds: '',
      specialCategoryConsent: false,
      emergencyContacts: [emptyContact],
      photoPermission: '',
      ...initial,
    },
  });
  const contacts = useFieldArray({ control, name: 'emergencyContacts' });
  const notes = useWatch({ control, name: ['medicalNotes', 'allergyNotes', 'specialNeeds'] });
  const notesWritten = notes.some((note) => note.trim() !== '');

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        await onSubmit(childBodyOf(values, consentOnRecord), values.photoPermission as '1' | '0');
      } catch (err) {
        setProblem(userMessage(err, t.saveFailed));
        for (const [field, message] of Object.entries(fieldIssues(err))) {
          setError(field as Path<ChildFormValues>, { message });
        }
      }
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      <ErrorSummary title={t.problemsTitle} errors={summaryOf(errors, contacts.fields.length)} attempt={attempt} />
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="child-first-name"
          label={t.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="child-last-name"
          label={t.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id="child-date-of-birth"
          label={t.dateOfBirth}
          type="date"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <SelectField
              id="child-gender"
              label={t.optional(t.gender)}
              value={field.value}
              options={[
                { value: '', label: t.genderNotGiven },
                ...genders.map((g) => ({ value: g, label: t.genders[g] })),
              ]}
              onChange={field.onChange}
            />
          )}
        />
      </div>

      <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold">{t.medicalTitle}</legend>
        {notesLocked ? (
          <p id="child-notes-locked" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {notesLocked}
          </p>
        ) : (
          <p className="text-sm text-gray-700">{t.specialCategoryIntro}</p>
        )}
        {(
          [
            ['child-medical-notes', t.medicalNotes, 'medicalNotes'],
            ['child-allergy-notes', t.allergyNotes, 'allergyNotes'],
            ['child-special-needs', t.specialNeeds, 'specialNeeds'],
          ] as const
        ).map(([id, label, field]) => (
          <TextAreaField
            key={field}
            id={id}
            label={t.optional(label)}
            error={errors[field]?.message}
            {...register(field)}
            {...(notesLocked && LOCKED_NOTE)}
          />
        ))}
        {!consentOnRecord && !notesLocked && (notesWritten || errors.specialCategoryConsent) && (
          <Controller
            control={control}
            name="specialCategoryConsent"
            render={({ field }) => (
              <CheckboxField
                id="child-special-category-consent"
                name="specialCategoryConsent"
                label={t.specialCategoryConsent}
                checked={field.value}
                onChange={field.onChange}
                error={errors.specialCategoryConsent?.message}
              />
            )}
          />
        )}
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold">{t.emergencyContacts}</legend>
        <p className="text-sm text-gray-700">{t.emergencyContactsHint}</p>
        {contacts.fields.map((contact, index) => {
          const error = errors.emergencyContacts?.[index];
          return (
            <fieldset key={contact.id} className="space-y-3 border-t border-gray-200 pt-3 first-of-type:border-0">
              <legend className="font-medium">{t.contactNumber(index + 1)}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  id={`contact-${index}-name`}
                  label={t.contactName}
                  autoComplete="off"
                  error={error?.name?.message}
                  {...register(`emergencyContacts.${index}.name`)}
                />
                <TextField
                  id={`contact-${index}-relation`}
                  label={t.contactRelation}
                  autoComplete="off"
                  error={error?.relation?.message}
                  {...register(`emergencyContacts.${index}.relation`)}
                />
                <TextField
                  id={`contact-${index}-phone`}
                  label={t.contactPhone}
                  type="tel"
                  autoComplete="off"
                  error={error?.phone?.message}
                  {...register(`emergencyContacts.${index}.phone`)}
                />
              </div>
              {contacts.fields.length > 1 && (
                <button type="button" className={textButton} onClick={() => contacts.remove(index)}>
                  {t.removeContact(index + 1)}
                </button>
              )}
            </fieldset>
          );
        })}
        {contacts.fields.length < MAX_EMERGENCY_CONTACTS && (
          <button type="button" className={secondaryButton} onClick={() => contacts.append(emptyContact)}>
            {t.addContact}
          </button>
        )}
      </fieldset>

      {asksPhotoPermission && (
        <Controller
          control={control}
          name="photoPermission"
          render={({ field }) => (
            <PhotoPermissionSelect
              id="child-photo-permission"
              value={field.value}
              onChange={field.onChange}
              error={errors.photoPermission?.message}
            />
          )}
        />
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.saving}>
          {submitLabel}
        </SpinnerButton>
        {cancel}
      </div>
    </form>
  );
}
