import type { AdminRun } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, NOT_AN_AMOUNT, penceOf, runBodyOf, runFormValuesOf } from './run-form-values';

const run: AdminRun = {
  runId: 7,
  termId: 3,
  className: 'Mini Movers',
  venueId: 2,
  venueName: 'Battersea',
  classTimes: [{ dow: 1, startTime: '16:30', endTime: '17:30' }],
  capacity: 12,
  bookingsCount: 4,
  sessionsCount: 10,
  ageFrom: 36,
  ageTo: 60,
  pricePerSession: 750,
  pricePerTerm: null,
  trial: true,
  trialPrice: 500,
  inviteOnly: true,
};

describe('penceOf', () => {
  it.each([
    ['7.50', 750],
    ['7.5', 750],
    ['£12', 1200],
    [' 0 ', 0],
    ['0.05', 5],
  ])('%s is %i pence', (text, pence) => expect(penceOf(text)).toBe(pence));

  it.each(['', 'seven', '7.505', '-1', '1,000'])('%j is no amount', (text) => expect(penceOf(text)).toBeNaN());
});

describe("a run's form values", () => {
  it('read back into the same body (money in pounds on the form, pence in the body)', () => {
    const values = runFormValuesOf(run, 1);
    expect(values).toMatchObject({ pricePerSession: '7.50', pricePerTerm: '', trialPrice: '5.00', venueId: '2' });
    const { runId: _runId, termId: _termId, venueName: _venue, bookingsCount: _b, sessionsCount: _s, ...fields } = run;
    expect(runBodyOf(values)).toEqual({ body: fields });
  });

  it('a new run starts at the first venue with one class time', () => {
    expect(runFormValuesOf(undefined, 4)).toMatchObject({ venueId: '4', classTimes: [{ dow: '1' }] });
  });

  it('names each field that is not a number, and ignores the trial price without trials', () => {
    const values = {
      ...runFormValuesOf(run, 1),
      capacity: 'ten',
      pricePerTerm: '£lots',
      trial: false,
      trialPrice: 'x',
    };
    expect(runBodyOf(values)).toEqual({ errors: { capacity: NOT_A_NUMBER, pricePerTerm: NOT_AN_AMOUNT } });
  });
});
