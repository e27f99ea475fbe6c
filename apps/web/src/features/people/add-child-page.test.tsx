import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeAnswer } from '../../test-support/fake-api';
import { fixTheDate } from '../../test-support/fixed-date';
import { errorBeside, renderPage } from '../../test-support/render';
import AddChildPage from './add-child-page';

const savedChild: Child = {
  personId: 55,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '2019-05-14',
  gender: null,
  schoolYear: '2',
  medicalNotes: null,
  allergyNotes: null,
  specialNeeds: null,
  emergencyContacts: [{ name: 'Grace Hopper', relation: 'Aunt', phone: '07700 900123' }],
  photoUrl: null,
};

const ADD = 'POST /api/v4/people/child/add';

/** The parent's add-a-child page (no consent on record); `addChild` answers as given (the saved child by default). */
async function openAddChild(answer: FakeAnswer = { body: savedChild }) {
  const api = fakeApi({
    'GET /api/v4/people/parent/children': { body: { children: [], specialCategoryConsent: false } },
    [ADD]: answer,
  });
  const page = renderPage(<AddChildPage />, { path: '/dashboard/children/add' });
  await screen.findByRole('form', { name: 'Add a child' });
  return { ...page, api };
}

const field = (label: string) => screen.getByLabelText(label);
const photoPermission = () => screen.getByRole('combobox', { name: messages.permissions.photoQuestion });
const send = (user: Awaited<ReturnType<typeof openAddChild>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Add a child' }));

/** Fills every required field right: name, date of birth, one emergency contact, the photo answer. */
async function fillChild(user: Awaited<ReturnType<typeof openAddChild>>['user']) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Date of birth'), '2019-05-14');
  await user.type(field('Name'), 'Grace Hopper');
  await user.type(field('Relationship to the child'), 'Aunt');
  await user.type(field('Phone number'), '07700 900123');
  await user.selectOptions(photoPermission(), 'Yes');
}

describe("the child form (a parent's add a child)", () => {
  fixTheDate('2026-10-14T11:00:00Z');

  it('lists every missing answer at the top and beside its field, and posts nothing', async () => {
    const { user, api } = await openAddChild();
    await send(user);

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter their first name',
      'Please enter their last name',
      'Please enter their date of birth',
      'Please enter the name of this contact',
      'Please say how this person is related to the child',
      'Please enter a UK phone number, starting 0 or +44',
      messages.permissions.photoRequired,
    ]);
    expect(errorBeside(field('First name'))).toBe('Please enter their first name');
    expect(errorBeside(field('Phone number'))).toBe('Please enter a UK phone number, starting 0 or +44');
    expect(errorBeside(photoPermission())).toBe(messages.permissions.photoRequired);
    expect(api.bodiesSentTo(ADD)).toEqual([]);
  });

  it('posts the child with the emergency contacts and the photo answer, then opens the child’s page', async () => {
    const { user, api, elsewhere } = await openAddChild();
    await fillChild(user);
    await user.click(screen.getByRole('button', { name: 'Add another contact' }));
    await user.type(screen.getAllByLabelText('Name')[1]!, 'Alan Turing');
    await user.type(screen.getAllByLabelText('Relationship to the child')[1]!, 'Neighbour');
    await user.type(screen.getAllByLabelText('Phone number')[1]!, '+44 20 7946 0000');
    await send(user);

    await waitFor(() => expect(elsewhere()).toBe('/dashboard/children/55'));
    expect(api.bodiesSentTo(ADD)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '2019-05-14',
        gender: null,
        medicalNotes: '',
        allergyNotes: '',
        specialNeeds: '',
        emergencyContacts: [
          { name: 'Grace Hopper', relation: 'Aunt', phone: '07700 900123' },
          { name: 'Alan Turing', relation: 'Neighbour', phone: '+44 20 7946 0000' },
        ],
        photoPermission: '1',
      },
    ]);
  });

  it('refuses a date of birth after the club’s today', async () => {
    const { user, api } = await openAddChild();
    await fillChild(user);
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '2026-10-15');
    await send(user);

    await waitFor(() => expect(errorBeside(field('Date of birth'))).toBe('Please enter a real date, in the past'));
    expect(api.bodiesSentTo(ADD)).toEqual([]);
  });

  it('asks for consent before keeping medical notes, and posts it with them', async () => {
    const { user, api } = await openAddChild();
    await fillChild(user);
    expect(screen.queryByRole('checkbox', { name: messages.family.specialCategoryConsent })).toBeNull();
    await user.type(field('Medical conditions (optional)'), 'Asthma: inhaler in bag');
    await send(user);

    const consent = await screen.findByRole('checkbox', { name: messages.family.specialCategoryConsent });
    expect(errorBeside(consent)).toBe(messages.family.consentNeeded);
    expect(api.bodiesSentTo(ADD)).toEqual([]);

    await user.click(consent);
    await send(user);
    await waitFor(() => expect(api.bodiesSentTo(ADD)).toHaveLength(1));
    expect(api.bodiesSentTo(ADD)[0]).toMatchObject({
      medicalNotes: 'Asthma: inhaler in bag',
      specialCategoryConsent: true,
    });
  });

  it("shows the server's 400 field error beside the emergency contact's phone", async () => {
    const { user, elsewhere } = await openAddChild(
      refusal({ 'emergencyContacts.0.phone': 'must be a UK phone number starting 0 or +44' }),
    );
    await fillChild(user);
    await send(user);

    await waitFor(() =>
      expect(errorBeside(field('Phone number'))).toBe('Phone number must be a UK phone number starting 0 or +44'),
    );
    expect(elsewhere()).toBeNull();
  });
});
