import {
  genders,
  isUkPhone,
  MAX_EMERGENCY_CONTACTS,
  NOTES_MAX_LENGTH,
  photoPermissionStatusSchema,
  specialCategoryFields,
  type ChildDetailsBody,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { z } from 'zod';

const t = messages.family;
const text = (required: string, max: number) => z.string().trim().min(1, required).max(max, t.tooLong);
const notes = z.string().max(NOTES_MAX_LENGTH, t.tooLong);
/** A real date, from 1900 up to `today` (the club's, `useClubToday`). */
const isPastDate = (value: string, today: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString().startsWith(value) &&
  value >= '1900-01-01' &&
  value <= today;

export const emptyContact = { name: '', relation: '', phone: '' };

/**
 * The child form's fields, in the form's own words; the server checks the same rules with its
 * schema. `consentOnRecord`: the parent's special-category consent stands already, so notes need
 * no tick here. `today`: the club's date, the latest date of birth.
 */
export const childFormSchema = (consentOnRecord: boolean, asksPhotoPermission: boolean, today: string) =>
  z
    .object({
      firstName: text(t.firstNameRequired, 80),
      lastName: text(t.lastNameRequired, 80),
      dateOfBirth: z
        .string()
        .min(1, t.dateOfBirthRequired)
        .refine((value) => isPastDate(value, today), t.dateOfBirthInvalid),
      gender: z.enum(['', ...genders]),
      medicalNotes: notes,
      allergyNotes: notes,
      specialNeeds: notes,
      specialCategoryConsent: z.boolean(),
      emergencyContacts: z
        .array(
          z.object({
            name: text(t.contactNameRequired, 80),
            relation: text(t.contactRelationRequired, 40),
            phone: z.string().trim().refine(isUkPhone, t.contactPhoneInvalid),
          }),
        )
        .min(1)
        .max(MAX_EMERGENCY_CONTACTS),
      photoPermission: asksPhotoPermission ? photoPermissionStatusSchema : z.string(),
    })
    .superRefine(
      (values, ctx) => {
        const written = specialCategoryFields.some((field) => String(values[field] ?? '').trim() !== '');
        if (written && !consentOnRecord && values.specialCategoryConsent !== true) {
          ctx.addIssue({ code: 'custom', path: ['specialCategoryConsent'], message: t.consentNeeded });
        }
      },
      // Checked with the other fields, not only once they are right: the form says every problem at once.
      { when: () => true },
    );

export type ChildFormValues = z.input<ReturnType<typeof childFormSchema>>;

/** The request body from the form: no gender is null, and the consent only when the form asked for it. */
export function childBodyOf(values: ChildFormValues, consentOnRecord: boolean): ChildDetailsBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender === '' ? null : values.gender,
    medicalNotes: values.medicalNotes,
    allergyNotes: values.allergyNotes,
    specialNeeds: values.specialNeeds,
    emergencyContacts: values.emergencyContacts,
    ...(!consentOnRecord && values.specialCategoryConsent && { specialCategoryConsent: true }),
  };
}
