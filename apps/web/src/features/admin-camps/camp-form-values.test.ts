import type { AdminCamp } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { NOT_AN_AMOUNT, NOT_A_NUMBER } from '../admin-schedule/run-form-values';
import { NEW_VENUE } from '../venues/venue-choice-values';
import { campBodyOf, campFormValuesOf, detailsProblems, formFieldOf, mondayFrom, nextWeek } from './camp-form-values';

const day = (dayId: number, date: string, dayOfWeek: number) => ({
  dayId,
  date,
  dayOfWeek,
  startTime: 0,
  endTime: 0,
  bookingsCount: 0,
  type: 'full-day' as const,
});
const camp: AdminCamp = {
  campId: 4,
  className: 'Holiday Football Camp',
  venueId: 2,
  venueName: 'Battersea',
  description: 'Bring a packed lunch.',
  ageFrom: 60,
  ageTo: 143,
  capacity: 30,
  weekPrice: 15000,
  dayPrice: 3500,
  startTime: '09:00',
  endTime: '15:00',
  startDate: '2026-11-02',
  endDate: '2026-11-05',
  inviteOnly: true,
  draft: false,
  weeks: [
    {
      weekId: 9,
      name: 'Week 1',
      startDate: '2026-11-02',
      skippedDates: ['2026-11-06'],
      days: [day(1, '2026-11-02', 1), day(2, '2026-11-03', 2), day(3, '2026-11-04', 3), day(4, '2026-11-05', 4)],
      bookingsCount: 0,
    },
  ],
  bookingsCount: 0,
  placesCount: 120,
};

describe("a camp's form values", () => {
  it('read back into the same body: money in pounds on the form, skipped days as unticked boxes', () => {
    const values = campFormValuesOf(camp, 1, '2026-10-14');
    expect(values).toMatchObject({ weekPrice: '150.00', dayPrice: '35.00', venueId: '2' });
    expect(values.weeks[0].runs).toEqual([true, true, true, true, false]);
    expect(campBodyOf(values)).toEqual({
      body: {
        className: camp.className,
        venue: { venueId: 2 },
        description: camp.description,
        ageFrom: 60,
        ageTo: 143,
        capacity: 30,
        weekPrice: 15000,
        dayPrice: 3500,
        startTime: '09:00',
        endTime: '15:00',
        inviteOnly: true,
        weeks: [{ weekId: 9, name: 'Week 1', startDate: '2026-11-02', skippedDates: ['2026-11-06'] }],
      },
    });
  });

  it('a new camp starts with one week from the next Monday; the next week added is a week later', () => {
    const values = campFormValuesOf(undefined, undefined, '2026-10-14');
    expect(values.venueId).toBe(NEW_VENUE);
    expect(values.weeks).toEqual([{ name: 'Week 1', startDate: '2026-10-19', runs: [true, true, true, true, true] }]);
    expect(nextWeek(values.weeks, '2026-10-14')).toMatchObject({ name: 'Week 2', startDate: '2026-10-26' });
    expect(mondayFrom('2026-10-19')).toBe('2026-10-19');
  });

  it('a new venue goes in the body as one', () => {
    const values = {
      ...campFormValuesOf(camp, 1, '2026-10-14'),
      venueId: NEW_VENUE,
      newVenue: { name: 'Tooting', address: '', postcode: 'SW17 0NF', notes: '' },
    };
    const checked = campBodyOf(values);
    expect('body' in checked && checked.body.venue).toEqual({
      newVenue: { name: 'Tooting', address: '', postcode: 'SW17 0NF', notes: '' },
    });
  });

  it('names the fields that are not numbers, and sends nothing', () => {
    const values = { ...campFormValuesOf(camp, 1, '2026-10-14'), capacity: 'twenty', weekPrice: '150.505' };
    expect(campBodyOf(values)).toEqual({ errors: { capacity: NOT_A_NUMBER, weekPrice: NOT_AN_AMOUNT } });
  });

  it('checks the details step before the weeks: each field by the camp’s rules, the weeks left for their step', () => {
    const values = campFormValuesOf(camp, 1, '2026-10-14');
    expect(detailsProblems(values)).toEqual({});
    const wrong = {
      ...values,
      className: ' ',
      capacity: '0',
      dayPrice: 'free',
      venueId: NEW_VENUE,
      newVenue: { name: 'Tooting', address: '', postcode: '', notes: '' },
      weeks: [{ name: 'Week 1', startDate: '2026-11-03', runs: [true, true, true, true, true] }],
    };
    expect(Object.keys(detailsProblems(wrong)).sort()).toEqual([
      'capacity',
      'className',
      'dayPrice',
      'newVenue.postcode',
    ]);
    expect(detailsProblems(wrong).dayPrice).toBe(NOT_AN_AMOUNT);
    // An empty number is needed, not 'not a number'.
    expect(detailsProblems({ ...values, capacity: ' ', weekPrice: '' })).toEqual({
      capacity: 'is required',
      weekPrice: 'is required',
    });
    // The rules between fields, once each field is right.
    expect(Object.keys(detailsProblems({ ...values, endTime: '08:00' }))).toEqual(['endTime']);
  });

  it.each([
    ['venue.venueId', 'venueId'],
    ['venue.newVenue.postcode', 'newVenue.postcode'],
    ['venue', 'venueId'],
    ['weeks.1.skippedDates.0', 'weeks.1.runs'],
    ['weeks.0.startDate', 'weeks.0.startDate'],
    ['capacity', 'capacity'],
  ])("the server's %s is the form's %s", (path, field) => expect(formFieldOf(path)).toBe(field));
});
