import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { childBodyOf, childFormSchema, type ChildFormValues } from './child-form-schema';

/** The club's today: a date of birth may be today at the latest, whatever the browser's clock and zone say. */
const CLUB_TODAY = '2026-03-03';

const values = (overrides: Partial<ChildFormValues> = {}): ChildFormValues => ({
  firstName: 'Zara',
  lastName: 'Parent',
  dateOfBirth: '2018-11-30',
  gender: '',
  medicalNotes: '',
  allergyNotes: '',
  specialNeeds: '',
  specialCategoryConsent: false,
  emergencyContacts: [{ name: 'Ravi', relation: 'Father', phone: '07700 900456' }],
  photoPermission: '',
  ...overrides,
});
const issuesOf = (consentOnRecord: boolean, asksPhoto: boolean, v: ChildFormValues) => {
  const parsed = childFormSchema(consentOnRecord, asksPhoto, CLUB_TODAY).safeParse(v);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the child form', () => {
  it.each([
    ['no notes, no consent needed', false, values(), []],
    [
      'a note without consent on record: the box must be ticked',
      false,
      values({ allergyNotes: 'Peanuts' }),
      [['specialCategoryConsent', messages.family.consentNeeded]],
    ],
    ['a note with the box ticked', false, values({ allergyNotes: 'Peanuts', specialCategoryConsent: true }), []],
    ['a note with the consent on record', true, values({ specialNeeds: 'ADHD' }), []],
    ['a blank note is no note', false, values({ medicalNotes: '   ' }), []],
    ["born on the club's today", true, values({ dateOfBirth: CLUB_TODAY }), []],
    [
      "born the day after the club's today",
      true,
      values({ dateOfBirth: '2026-03-04' }),
      [['dateOfBirth', messages.family.dateOfBirthInvalid]],
    ],
    [
      'a phone that is not a UK number',
      true,
      values({ emergencyContacts: [{ name: 'Ravi', relation: 'Father', phone: '12345' }] }),
      [['emergencyContacts.0.phone', messages.family.contactPhoneInvalid]],
    ],
    [
      'a date of birth in the future',
      true,
      values({ dateOfBirth: '2999-01-01' }),
      [['dateOfBirth', messages.family.dateOfBirthInvalid]],
    ],
  ] as const)('%s', (_, consentOnRecord, v, expected) => {
    expect(issuesOf(consentOnRecord, false, v)).toEqual(expected);
  });

  it('finds every problem at once: a note without consent is said beside an empty name (issue 21.12)', () => {
    expect(issuesOf(false, true, values({ firstName: '', allergyNotes: 'Peanuts' }))).toEqual([
      ['firstName', messages.family.firstNameRequired],
      ['photoPermission', messages.permissions.photoRequired],
      ['specialCategoryConsent', messages.family.consentNeeded],
    ]);
  });

  it("asks the photo question only when adding: 'Please select' is no answer", () => {
    expect(issuesOf(true, true, values())).toEqual([['photoPermission', messages.permissions.photoRequired]]);
    expect(issuesOf(true, true, values({ photoPermission: '0' }))).toEqual([]);
    expect(issuesOf(true, false, values())).toEqual([]);
  });

  it('sends no gender as null, and the consent only when the form asked for it', () => {
    const ticked = values({ allergyNotes: 'Peanuts', specialCategoryConsent: true });
    expect(childBodyOf(ticked, false)).toMatchObject({ gender: null, specialCategoryConsent: true });
    expect(childBodyOf(ticked, true)).not.toHaveProperty('specialCategoryConsent');
    expect(childBodyOf(values({ gender: 'male' }), false)).toMatchObject({ gender: 'male' });
  });
});
