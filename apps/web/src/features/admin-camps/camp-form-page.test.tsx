import type { AdminCamp } from '@clubroom/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { venuesAnswer } from '../../test-support/admin-fixtures';
import { fixTheDate } from '../../test-support/fixed-date';
import { fakeApi, refusal, type FakeAnswer } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import CampFormPage from './camp-form-page';

const savedCamp: AdminCamp = {
  campId: 9,
  className: 'Half-term camp',
  venueId: 3,
  venueName: 'Riverside Hall',
  description: '',
  ageFrom: 0,
  ageTo: 0,
  capacity: 20,
  weekPrice: 12000,
  dayPrice: 3000,
  startTime: '09:00',
  endTime: '15:00',
  startDate: null,
  endDate: null,
  weeks: [],
  bookingsCount: 0,
  placesCount: 0,
  inviteOnly: false,
  draft: true,
};

const CREATE = 'POST /api/v4/camps';

/** The add-a-camp page, its venue loaded; `createCamp` answers as given (the saved camp by default). */
async function openAddCamp(answer: FakeAnswer = { body: { camp: savedCamp } }) {
  const api = fakeApi({ ...venuesAnswer, [CREATE]: answer });
  const page = renderPage(<CampFormPage />, { path: '/cms/camps/add' });
  await screen.findByRole('heading', { name: 'Add a camp' });
  return { ...page, api };
}

const field = (label: string) => screen.getByLabelText(label);
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

/** Fills the details step right and goes on to the weeks. */
async function fillDetails(user: Awaited<ReturnType<typeof openAddCamp>>['user']) {
  await user.type(field('Camp name'), 'Half-term camp');
  await user.type(field('Week price (£)'), '120');
  await user.type(field('Day price (£)'), '30.00');
  await user.click(screen.getByRole('button', { name: 'Next: weeks' }));
  await screen.findByRole('group', { name: 'Week 1 days' });
}

describe('the camp form (admin: add a camp)', () => {
  // The first week is the Monday after the club's today: Wednesday 14 October 2026 here (only Date is faked).
  fixTheDate('2026-10-14T11:00:00Z');

  it('keeps the details step until its fields are right, naming each beside its field', async () => {
    const { user } = await openAddCamp();
    await user.type(field('Week price (£)'), '12O');
    await user.click(screen.getByRole('button', { name: 'Next: weeks' }));

    expect(errorBeside(field('Camp name'))).toBe('Camp name is required');
    expect(errorBeside(field('Week price (£)'))).toBe('Week price must be an amount in pounds, such as 7.50');
    expect(errorBeside(field('Day price (£)'))).toBe('Day price is required');
    expect(currentStep()).toBe('1. Details');
    expect(screen.queryByRole('group', { name: 'Week 1 days' })).toBeNull();
  });

  it('posts the prices in pence and each week with the days it does not run, then goes back to the schedule', async () => {
    const { user, api, elsewhere } = await openAddCamp();
    await fillDetails(user);
    expect(currentStep()).toBe('2. Weeks');
    expect((field('Monday of the week') as HTMLInputElement).value).toBe('2026-10-19');
    await user.click(within(screen.getByRole('group', { name: 'Week 1 days' })).getByLabelText('Wed'));
    await user.click(screen.getByRole('button', { name: 'Add a week' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(elsewhere()).toBe('/cms/schedule'));
    expect(api.bodiesSentTo(CREATE)).toEqual([
      {
        className: 'Half-term camp',
        venue: { venueId: 3 },
        description: '',
        ageFrom: 0,
        ageTo: 0,
        capacity: 20,
        weekPrice: 12000,
        dayPrice: 3000,
        startTime: '09:00',
        endTime: '15:00',
        inviteOnly: false,
        weeks: [
          { name: 'Week 1', startDate: '2026-10-19', skippedDates: ['2026-10-21'] },
          { name: 'Week 2', startDate: '2026-10-26', skippedDates: [] },
        ],
      },
    ]);
  });

  it("shows the server's error on a week beside that week, on the weeks step", async () => {
    const { user, elsewhere } = await openAddCamp(refusal({ 'weeks.0.startDate': 'must be a Monday' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorBeside(field('Monday of the week'))).toBe('Monday of the week must be a Monday'));
    expect(currentStep()).toBe('2. Weeks');
    expect(elsewhere()).toBeNull();
  });

  it("takes the organiser back to the details step when the server's error names one of its fields", async () => {
    const { user } = await openAddCamp(refusal({ className: 'is already the name of one of your camps' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentStep()).toBe('1. Details'));
    expect(errorBeside(field('Camp name'))).toBe('Camp name is already the name of one of your camps');
    expect(screen.getByRole('alert').textContent).toContain('Please check the details you entered and try again.');
  });
});
