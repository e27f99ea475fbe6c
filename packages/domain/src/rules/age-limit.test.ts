import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { formatAgeMonths, formatAgeRange } from './age.js';
import { ageInMonthsOn, ageLimitProblem } from './age-limit.js';
import { formatLongDate } from './dates.js';
import { at, TZ } from './pricing-test-fixtures.js';

describe('ageInMonthsOn: whole months, complete on the same day of the month', () => {
  it.each([
    ['2022-03-15', '2026-03-15', 48],
    ['2022-03-15', '2026-03-14', 47],
    ['2022-03-15', '2026-04-14', 48],
    ['2026-01-31', '2026-02-28', 0], // no 31 February: one month old on 1 March
    ['2026-01-31', '2026-03-01', 1],
    ['2024-02-29', '2025-02-28', 11], // a leap-day birthday falls on 1 March
    ['2024-02-29', '2025-03-01', 12],
    ['2026-09-07', '2026-09-07', 0],
    ['2026-09-08', '2026-09-07', -1], // not born yet
  ])('born %s, on %s: %i months', (dateOfBirth, date, months) => expect(ageInMonthsOn(dateOfBirth, date)).toBe(months));
});

describe('ageLimitProblem: the run’s ages, both included, on the first session the child attends', () => {
  // Mini Kickers, 24–48 months; first session Monday 7 September 2026 at 16:00.
  const firstSessionStart = at('2026-09-07', 16);
  const limits = { ageFromMonths: 24, ageToMonths: 48, timeZone: TZ, firstSessionStart };
  it.each([
    ['2 the day of the session', '2024-09-07', null],
    ['2 the day after: too young', '2024-09-08', { problem: 'too-young', ageMonths: 23 }],
    ['48 months and 30 days: still 48', '2022-08-08', null],
    ['49 months: too old', '2022-08-07', { problem: 'too-old', ageMonths: 49 }],
    ['not born yet: too young', '2026-12-01', { problem: 'too-young', ageMonths: -3 }],
  ])('%s', (_label, dateOfBirth, problem) => expect(ageLimitProblem({ ...limits, dateOfBirth })).toEqual(problem));

  it('0–0 is every age', () => {
    expect(ageLimitProblem({ ...limits, ageFromMonths: 0, ageToMonths: 0, dateOfBirth: '2010-01-01' })).toBeNull();
  });

  it('judges the day in the club’s time zone: a 00:30 session in BST is the previous day in UTC', () => {
    // Born 7 September 2024: 24 months on 7 September 2026 in London, though that moment is 6 September in UTC.
    const start = at('2026-09-07', 0, 30);
    expect(ageLimitProblem({ ...limits, firstSessionStart: start, dateOfBirth: '2024-09-07' })).toBeNull();
  });

  it('gives the parent a message saying why, with the ages and the day', () => {
    const problem = ageLimitProblem({ ...limits, dateOfBirth: '2024-10-20' });
    expect(problem?.problem).toBe('too-young');
    const text = messages.booking.ageLimit[problem!.problem]({
      child: 'Sam',
      className: 'Mini Kickers',
      ages: formatAgeRange(24, 48),
      age: formatAgeMonths(problem!.ageMonths),
      date: formatLongDate(firstSessionStart, TZ),
    });
    expect(text).toBe(
      'Sam is too young for Mini Kickers, which is for ages 2 years - 4 years: Sam will be 22 months on Mon 7th September 2026.',
    );
  });
});
