import type { AdminRun } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { messages } from '@clubroom/domain/messages';
import { NEW_VENUE } from '../venues/venue-choice-values';
import { NOT_A_NUMBER, NOT_AN_AMOUNT, REQUIRED, runBodyOf, runFormFieldOf, runFormValuesOf } from './run-form-values';

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
  draft: false,
  monthlyPlan: null,
};

describe("a run's form values", () => {
  it('read back into the same body (money in pounds on the form, pence in the body)', () => {
    const values = runFormValuesOf(run, 1);
    expect(values).toMatchObject({ pricePerSession: '7.50', pricePerTerm: '', trialPrice: '5.00', venueId: '2' });
    const {
      runId: _r,
      termId: _t,
      venueId,
      venueName: _v,
      bookingsCount: _b,
      sessionsCount: _s,
      draft: _d,
      ...fields
    } = run;
    expect(runBodyOf(values)).toEqual({ body: { ...fields, venue: { venueId } } });
    const planned = { ...run, monthlyPlan: { monthlyPrice: 3250, trialDays: 14, billingDay: 1 } };
    const planValues = runFormValuesOf(planned, 1);
    expect(planValues).toMatchObject({ plan: true, monthlyPrice: '32.50', trialDays: '14', billingDay: '1' });
    expect(runBodyOf(planValues)).toMatchObject({ body: { monthlyPlan: planned.monthlyPlan } });
  });

  it('a new run starts at the first venue with one class time and no plan; a club without venues adds one', () => {
    expect(runFormValuesOf(undefined, 4)).toMatchObject({ venueId: '4', classTimes: [{ dow: '1' }], plan: false });
    expect(runFormValuesOf(undefined, undefined).venueId).toBe(NEW_VENUE);
  });

  it('a new venue goes in the body as one; no venue chosen says a venue is needed', () => {
    const newVenue = { name: 'Hall', address: '', postcode: 'SW4 6DB', notes: 'Parking at the back' };
    expect(runBodyOf({ ...runFormValuesOf(run, 1), venueId: NEW_VENUE, newVenue })).toMatchObject({
      body: { venue: { newVenue } },
    });
    expect(runBodyOf({ ...runFormValuesOf(run, 1), venueId: '' })).toEqual({
      errors: { venueId: messages.venues.errors.venueNeeded },
    });
  });

  it('a plan with empty free days and billing day has none; a plan is removed by unticking it', () => {
    const values = { ...runFormValuesOf(run, 1), plan: true, monthlyPrice: '30', trialDays: '', billingDay: '' };
    expect(runBodyOf(values)).toMatchObject({
      body: { monthlyPlan: { monthlyPrice: 3000, trialDays: 0, billingDay: null } },
    });
    expect(runBodyOf({ ...values, plan: false, monthlyPrice: 'x' })).toMatchObject({ body: { monthlyPlan: null } });
    expect(runBodyOf({ ...values, monthlyPrice: 'lots', billingDay: 'first' })).toEqual({
      errors: { monthlyPrice: NOT_AN_AMOUNT, billingDay: NOT_A_NUMBER },
    });
  });

  it.each([
    ['venue', 'venueId'],
    ['venue.venueId', 'venueId'],
    ['venue.newVenue.postcode', 'newVenue.postcode'],
    ['monthlyPlan.billingDay', 'billingDay'],
    ['capacity', 'capacity'],
  ])("the server's %s is the form's %s", (path, field) => expect(runFormFieldOf(path)).toBe(field));

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

  it('says an empty number is needed (an empty term price is none: the term is priced per session)', () => {
    const values = { ...runFormValuesOf(run, 1), capacity: '', pricePerSession: ' ', pricePerTerm: '' };
    expect(runBodyOf(values)).toEqual({ errors: { capacity: REQUIRED, pricePerSession: REQUIRED } });
  });
});
