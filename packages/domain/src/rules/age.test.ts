import { describe, expect, it } from 'vitest';
import { ageChoices, formatAgeMonths, formatAgeRange, runMatchesAge } from './age.js';

describe('ageChoices (spec §9)', () => {
  it('offers under 12 months, 12-24 months, 2 to 10 years, 11 years and over', () => {
    expect(ageChoices.map((c) => c.value)).toEqual([0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ageChoices[0].label).toBe('Under 12 months');
    expect(ageChoices[1].label).toBe('12-24 months');
    expect(ageChoices[11].label).toBe('11 years and over');
  });
});

describe('runMatchesAge (spec §5)', () => {
  // [ageFrom, ageTo] in months → which age choices match
  const table: [string, number, number, number[]][] = [
    ['all ages (0/0) always passes', 0, 0, [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['babies 0-12 months', 0, 12, [0.5, 1]],
    ['6-18 months', 6, 18, [0.5, 1]],
    ['12-36 months', 12, 36, [1, 2, 3]],
    ['18-36 months: floor(18/12)=1', 18, 36, [1, 2, 3]],
    ['2-4 years', 24, 48, [2, 3, 4]],
    ['5-7 years (60-95 months)', 60, 95, [5, 6, 7]],
    ['4-10 years (48-131 months) stops short of 11', 48, 131, [4, 5, 6, 7, 8, 9, 10]],
    ['11 and over needs ageTo >= 132', 132, 192, [11]],
    ['8-11 years (96-143)', 96, 143, [8, 9, 10, 11]],
    ['ageTo 0 with ageFrom > 0 never matches under 12 months', 6, 0, []],
  ];
  it.each(table)('%s', (_label, from, to, expected) => {
    const matching = ageChoices.map((c) => c.value).filter((age) => runMatchesAge(from, to, age));
    expect(matching).toEqual(expected);
  });

  it("'any' matches every run", () => expect(runMatchesAge(132, 192, 'any')).toBe(true));
  it('under 12 months needs ageFrom < 12', () => {
    expect(runMatchesAge(11, 30, 0.5)).toBe(true);
    expect(runMatchesAge(12, 30, 0.5)).toBe(false);
  });
});

describe('age display (spec §5): under 24 months in months; otherwise years and leftover months', () => {
  it.each([
    [0, '0 months'],
    [1, '1 month'],
    [18, '18 months'],
    [23, '23 months'],
    [24, '2 years'],
    [30, '2 years 6 months'],
    [37, '3 years 1 month'],
    [132, '11 years'],
  ])('%i months → %s', (months, text) => expect(formatAgeMonths(months)).toBe(text));

  it('ranges', () => {
    expect(formatAgeRange(0, 0)).toBe('All ages');
    expect(formatAgeRange(18, 36)).toBe('18 months - 3 years');
  });
});
