import { describe, expect, it } from 'vitest';
import { schoolYearOf } from './school-year.js';

describe('schoolYearOf: English school years, starting 1 September, by age on the 31 August before', () => {
  it.each([
    // Born in the school year 2021/22 (1 Sep 2021 – 31 Aug 2022): Reception in 2026/27.
    ['2021-09-01', '2026-09-01', 'reception'],
    ['2022-08-31', '2026-09-01', 'reception'],
    ['2022-08-31', '2027-08-31', 'reception'],
    ['2022-08-31', '2027-09-01', 1],
    // The day before the school year starts, they are still in the year before.
    ['2021-09-01', '2026-08-31', 'nursery'],
    ['2022-09-01', '2026-09-01', 'nursery'],
    ['2023-09-01', '2026-09-01', null],
    ['2026-01-01', '2026-10-14', null],
    // The demo's children, on the tests' date (14 October 2026).
    ['2019-05-14', '2026-10-14', 3],
    ['2022-09-02', '2026-10-14', 'nursery'],
    // January to August dates belong to the school year that started the September before.
    ['2015-03-10', '2027-02-01', 7],
    ['2015-03-10', '2026-10-14', 7],
    ['2009-09-01', '2026-09-01', 12],
    ['2008-09-01', '2026-09-01', 13],
    ['2008-08-31', '2026-09-01', null],
    // Leap day birthdays are in the school year of their February.
    ['2020-02-29', '2026-10-14', 2],
  ] as const)('born %s, on %s → %s', (dateOfBirth, on, expected) => {
    expect(schoolYearOf(dateOfBirth, on)).toBe(expected);
  });
});
