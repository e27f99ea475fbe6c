import { describe, expect, it } from 'vitest';
import { zonedWallTimeToEpoch } from '../rules/dates.js';
import { ageLimitRefusal, placeDetailsText, priceOrFree, termSessionsText, weeklyText } from './booking-words.js';
import { messages } from './en-GB.js';

const LONDON = 'Europe/London';

describe('prices: nothing is Free, never £0.00', () => {
  it.each([
    [0, 'Free'],
    [550, '£5.50'],
    [12000, '£120.00'],
  ])('%i reads %s', (minor, text) => expect(priceOrFree(minor)).toBe(text));

  it("a basket or order line of nothing reads Free; a monthly plan's its price a month", () => {
    const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    expect(messages.booking.lineAmount({ amount: 0, monthlyPlan: null }, money)).toBe('Free');
    expect(messages.booking.lineAmount({ amount: 0, monthlyPlan: { price: 3000 } }, money)).toBe('£30.00 / month');
    expect(messages.booking.lineAmount({ amount: 1650, monthlyPlan: null }, money)).toBe('£16.50');
  });
});

describe('how much of a term a place covers', () => {
  it.each([
    [{ charged: 6, total: 16 }, 'part term: 6 of 16 sessions'],
    [{ charged: 16, total: 16 }, 'full term: 16 sessions'],
    [{ charged: 1, total: 1 }, 'full term: 1 session'],
  ])('%o reads %s', (sessions, text) => expect(termSessionsText(sessions)).toBe(text));
});

describe('what tells two places of one class apart: day, time, venue and term', () => {
  const monday430 = { dow: 1, starttime: { hours: 16, mins: 30 } };
  const sunday9 = { dow: 0, starttime: { hours: 9, mins: 0 } };

  it('names each weekly time, Sunday included', () =>
    expect(weeklyText([monday430, sunday9])).toBe('Mondays 4:30 pm, Sundays 9:00 am'));

  it('joins the day and time, the venue and the term', () =>
    expect(placeDetailsText({ classTimes: [monday430], venueName: 'Village Hall', termName: 'Spring Term 2027' })).toBe(
      'Mondays 4:30 pm · Village Hall · Spring Term 2027',
    ));

  it('leaves out what a place has not got (a camp has no term or weekly time)', () =>
    expect(placeDetailsText({ classTimes: [], venueName: 'Village Hall', termName: null })).toBe('Village Hall'));
});

describe('the age limit, said as the server refuses it', () => {
  const run = { className: 'Mini Kickers', ageFromMonths: 36, ageToMonths: 72, timeZone: LONDON };
  const firstAttendance = zonedWallTimeToEpoch('2027-02-04', 16, 30, LONDON);

  it('says a child too old, with their age on the first session', () =>
    expect(ageLimitRefusal({ ...run, child: { firstName: 'Sam', dateOfBirth: '2018-01-10' }, firstAttendance })).toBe(
      'Sam is too old for Mini Kickers, which is for ages 3 years - 6 years: Sam will be 9 years on Thu 4th February 2027.',
    ));

  it('says a child too young', () =>
    expect(
      ageLimitRefusal({ ...run, child: { firstName: 'Ada', dateOfBirth: '2025-06-01' }, firstAttendance }),
    ).toMatch(/^Ada is too young for Mini Kickers/));

  it('says nothing for a child within the ages', () =>
    expect(ageLimitRefusal({ ...run, child: { firstName: 'Kit', dateOfBirth: '2022-01-01' }, firstAttendance })).toBe(
      null,
    ));
});
