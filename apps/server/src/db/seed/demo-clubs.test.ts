import { describe, expect, it } from 'vitest';
import { demoClub } from './demo-clubs.js';

describe("the demo club's terms", () => {
  it.each([
    // The night the clocks go back: the next term starts on 21 December, in next year's spring.
    ['2026-10-25', ['Autumn Term 2026', 'Spring Term 2027']],
    ['2027-03-28', ['Spring Term 2027', 'Summer Term 2027']],
    ['2027-05-20', ['Summer Term 2027', 'Autumn Term 2027']],
  ])('never share a name (today %s)', (today, names) => {
    expect(demoClub(today).terms.map((term) => term.name)).toEqual(names);
  });
});
