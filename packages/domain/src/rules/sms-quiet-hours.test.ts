import { describe, expect, it } from 'vitest';
import { smsQuietUntil } from './sms-quiet-hours.js';

const LONDON = 'Europe/London';

describe('SMS quiet hours: none between 21:00 and 08:00 club time', () => {
  it.each([
    ['2026-11-26T07:59:00Z', '2026-11-26T08:00:00.000Z'], // GMT: 07:59 waits a minute
    ['2026-11-26T08:00:00Z', null],
    ['2026-11-26T20:59:00Z', null],
    ['2026-11-26T21:00:00Z', '2026-11-27T08:00:00.000Z'],
    ['2026-11-26T23:30:00Z', '2026-11-27T08:00:00.000Z'],
    ['2026-07-01T06:59:00Z', '2026-07-01T07:00:00.000Z'], // BST: 07:59 London is 06:59 UTC
    ['2026-07-01T07:00:00Z', null],
    ['2026-07-01T19:59:00Z', null], // 20:59 BST
    ['2026-07-01T20:00:00Z', '2026-07-02T07:00:00.000Z'], // 21:00 BST
  ])('%s → %s', (now, until) => {
    expect(smsQuietUntil(new Date(now), LONDON)?.toISOString() ?? null).toBe(until);
  });

  it('ends at 08:00 on the wall clock across a clocks change (the night the clocks go forward and back)', () => {
    // Saturday 22:00 GMT, 28 March 2027: the clocks go forward that night; Sunday 08:00 is BST (07:00 UTC).
    expect(smsQuietUntil(new Date('2027-03-27T22:00:00Z'), LONDON)?.toISOString()).toBe('2027-03-28T07:00:00.000Z');
    // Saturday 22:00 BST, 24 October 2026: the clocks go back; Sunday 08:00 is GMT.
    expect(smsQuietUntil(new Date('2026-10-24T21:00:00Z'), LONDON)?.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it("reads the club's own time zone", () => {
    expect(smsQuietUntil(new Date('2026-11-26T12:00:00Z'), 'Australia/Sydney')?.toISOString()).toBe(
      '2026-11-26T21:00:00.000Z',
    );
  });
});
