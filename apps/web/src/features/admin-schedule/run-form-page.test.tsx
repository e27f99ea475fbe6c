import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { venuesAnswer } from '../../test-support/admin-fixtures';
import { fakeApi, refusal, type FakeAnswer } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import RunFormPage from './run-form-page';

const term: AdminTerm = {
  termId: 7,
  name: 'Spring 2027',
  startDate: '2027-01-04',
  endDate: '2027-03-26',
  breaks: [],
  bookingsCount: 0,
  runs: [],
};
const savedRun: AdminRun = {
  runId: 41,
  termId: 7,
  className: 'Mini Kickers',
  venueId: 3,
  venueName: 'Riverside Hall',
  classTimes: [{ dow: 1, startTime: '16:00', endTime: '17:00' }],
  capacity: 12,
  bookingsCount: 0,
  sessionsCount: 12,
  ageFrom: 0,
  ageTo: 0,
  pricePerSession: 750,
  pricePerTerm: null,
  trial: false,
  trialPrice: 0,
  inviteOnly: false,
  draft: true,
  monthlyPlan: null,
};

const CREATE = 'POST /api/v4/schedule/runs';

/** The add-a-class page, its term and venue loaded; `createRun` answers as given (the saved run by default). */
async function openAddClass(answer: FakeAnswer = { body: { run: savedRun } }) {
  const api = fakeApi({
    'GET /api/v4/schedule/terms': { body: { terms: [term] } },
    ...venuesAnswer,
    [CREATE]: answer,
  });
  const page = renderPage(<RunFormPage />, { path: '/cms/schedule/runs/add' });
  await screen.findByRole('heading', { name: 'Add a class' });
  return { ...page, api };
}

const field = (label: string) => screen.getByLabelText(label);

describe('the run form (admin schedule: add a class)', () => {
  it('posts the prices in pence, with the term, venue and class times, then goes back to the schedule', async () => {
    const { user, api, elsewhere } = await openAddClass();
    await user.type(field('Class name'), 'Mini Kickers');
    await user.type(field('Price per session (£)'), '7.50');
    await user.type(field('Price per term (£, optional)'), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(elsewhere()).toBe('/cms/schedule'));
    expect(api.bodiesSentTo(CREATE)).toEqual([
      {
        termId: 7,
        className: 'Mini Kickers',
        venue: { venueId: 3 },
        classTimes: [{ dow: 1, startTime: '16:00', endTime: '17:00' }],
        capacity: 12,
        ageFrom: 0,
        ageTo: 0,
        pricePerSession: 750,
        pricePerTerm: 8000,
        trial: false,
        trialPrice: 0,
        inviteOnly: false,
        monthlyPlan: null,
      },
    ]);
  });

  it('names a missing price and an unreadable number beside their fields, and posts nothing', async () => {
    const { user, api } = await openAddClass();
    await user.type(field('Class name'), 'Mini Kickers');
    await user.clear(field('Places'));
    await user.type(field('Places'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorBeside(field('Price per session (£)'))).toBe('Price per session is required'));
    expect(errorBeside(field('Places'))).toBe('Places must be a whole number');
    expect(field('Places').getAttribute('aria-invalid')).toBe('true');
    expect(errorBeside(field('Class name'))).toBeNull();
    expect(api.bodiesSentTo(CREATE)).toEqual([]);
  });

  it('shows the trial price only when trials are offered, and posts it in pence', async () => {
    const { user, api } = await openAddClass();
    expect(screen.queryByLabelText('Trial price (£)')).toBeNull();
    await user.type(field('Class name'), 'Mini Kickers');
    await user.type(field('Price per session (£)'), '7.50');
    await user.click(field('Offer trial sessions'));
    await user.type(field('Trial price (£)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.bodiesSentTo(CREATE)).toHaveLength(1));
    expect(api.bodiesSentTo(CREATE)[0]).toMatchObject({ trial: true, trialPrice: 250 });
  });

  it('posts the monthly plan: its price in pence, free days and billing day, and checks them first', async () => {
    const { user, api } = await openAddClass();
    await user.type(field('Class name'), 'Mini Kickers');
    await user.type(field('Price per session (£)'), '7.50');
    await user.click(field('Offer a monthly payment plan'));
    await user.type(field('Price a month (£)'), '32.5');
    await user.clear(field('Free trial days (0 for none)'));
    await user.type(field('Free trial days (0 for none)'), '14');
    await user.type(field('Billing day (day of the month, 1–28; optional)'), 'first');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const billingDay = field('Billing day (day of the month, 1–28; optional)');
    await waitFor(() => expect(errorBeside(billingDay)).toBe('Billing day must be a whole number'));
    expect(api.bodiesSentTo(CREATE)).toEqual([]);

    await user.clear(billingDay);
    await user.type(billingDay, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesSentTo(CREATE)).toHaveLength(1));
    expect(api.bodiesSentTo(CREATE)[0]).toMatchObject({
      monthlyPlan: { monthlyPrice: 3250, trialDays: 14, billingDay: 1 },
    });
  });

  it("shows the server's 400 field errors beside their fields, and stays on the form", async () => {
    const { user, elsewhere } = await openAddClass(
      refusal({ className: 'is required', 'monthlyPlan.billingDay': 'must be from 1 to 28' }),
    );
    await user.click(field('Offer a monthly payment plan'));
    await user.type(field('Price a month (£)'), '30');
    await user.type(field('Billing day (day of the month, 1–28; optional)'), '31');
    await user.type(field('Price per session (£)'), '7.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorBeside(field('Class name'))).toBe('Class name is required'));
    expect(errorBeside(field('Billing day (day of the month, 1–28; optional)'))).toBe(
      'Billing day must be from 1 to 28',
    );
    expect(screen.getByRole('alert').textContent).toContain('Please check the details you entered and try again.');
    expect(elsewhere()).toBeNull();
  });
});
