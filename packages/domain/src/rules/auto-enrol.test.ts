import { describe, expect, it } from 'vitest';
import {
  classTimesClash,
  matchCarryOvers,
  offerReminderTimes,
  priorityOfferStatus,
  type CarryOverRun,
} from './auto-enrol.js';

const monday = { dow: 1, hours: 16, mins: 30, durationMinutes: 60 };
const run = (id: number, more: Partial<CarryOverRun> = {}): CarryOverRun => ({
  id,
  venueId: 1,
  className: 'Mini Kickers',
  classTimes: [monday],
  capacity: 10,
  taken: 0,
  ageFromMonths: 0,
  ageToMonths: 0,
  firstSessionStart: Date.UTC(2027, 0, 11, 16, 30) / 1000,
  draft: false,
  ...more,
});
const place = (childId: number, fromRun = run(1), more = {}) => ({
  childId,
  dateOfBirth: '2020-05-01',
  fromRun,
  ...more,
});

describe('matchCarryOvers', () => {
  it('matches the same class next term, and a suggested run over it', () => {
    const next = [run(11), run(12, { className: 'Kickers' })];
    expect(matchCarryOvers([place(1), place(2, run(1), { suggestedRunId: 12 })], next, 'Europe/London')).toEqual([
      { childId: 1, fromRunId: 1, toRunId: 11, conflicts: [] },
      { childId: 2, fromRunId: 1, toRunId: 12, conflicts: [] },
    ]);
  });

  it.each([
    ['no-run', [run(11, { venueId: 2 })], {}],
    ['full', [run(11, { capacity: 3, taken: 3 })], {}],
    ['too-old', [run(11, { ageFromMonths: 12, ageToMonths: 48 })], {}],
    ['too-young', [run(11, { ageFromMonths: 96, ageToMonths: 120 })], {}],
    ['draft', [run(11, { draft: true })], {}],
    ['placed', [run(11)], { alreadyPlacedIn: [11] }],
  ] as const)('shows %s', (conflict, next, more) => {
    const [match] = matchCarryOvers([place(1, run(1), more)], next, 'Europe/London');
    expect(match.conflicts).toEqual([conflict]);
  });

  it('gives the last places to the children listed first', () => {
    const matches = matchCarryOvers([place(1), place(2)], [run(11, { capacity: 5, taken: 4 })], 'Europe/London');
    expect(matches.map((m) => m.conflicts)).toEqual([[], ['full']]);
  });

  it('shows a clash between two runs matched for one child', () => {
    const other = run(2, { className: 'Dance', classTimes: [{ ...monday, mins: 45 }] });
    const matches = matchCarryOvers(
      [place(1), place(1, other)],
      [run(11), run(12, { className: 'Dance', classTimes: [{ ...monday, mins: 45 }] })],
      'Europe/London',
    );
    expect(matches.map((m) => m.conflicts)).toEqual([[], ['clash']]);
  });
});

describe('classTimesClash', () => {
  it('is overlap in the week, not touching', () => {
    expect(classTimesClash([monday], [{ ...monday, hours: 17, mins: 30 }])).toBe(false);
    expect(classTimesClash([monday], [{ ...monday, dow: 2 }])).toBe(false);
    expect(classTimesClash([monday], [{ ...monday, hours: 17, mins: 29 }])).toBe(true);
  });
});

describe('priority offers', () => {
  const now = new Date('2027-01-01T10:00:00Z');
  it('reminds 3 days and 1 day before the deadline, when still to come', () => {
    expect(offerReminderTimes(now, new Date('2027-01-15T10:00:00Z'))).toEqual([
      new Date('2027-01-12T10:00:00Z'),
      new Date('2027-01-14T10:00:00Z'),
    ]);
    expect(offerReminderTimes(now, new Date('2027-01-02T12:00:00Z'))).toEqual([new Date('2027-01-01T12:00:00Z')]);
  });

  it.each([
    [{ booked: true, held: false, releasedEarly: false, expiresAt: now }, 'accepted'],
    [{ booked: false, held: true, releasedEarly: false, expiresAt: new Date('2027-01-02T00:00:00Z') }, 'pending'],
    [{ booked: false, held: false, releasedEarly: false, expiresAt: new Date('2027-01-02T00:00:00Z') }, 'declined'],
    [{ booked: false, held: false, releasedEarly: true, expiresAt: now }, 'declined'],
    [{ booked: false, held: true, releasedEarly: false, expiresAt: now }, 'lapsed'],
  ] as const)('%o is %s', (offer, status) => {
    expect(priorityOfferStatus(offer, now)).toBe(status);
  });
});
