import { describe, expect, it } from 'vitest';
import { lapseEmailsDue, platformLapseSchedule, platformStanding } from './platform-standing.js';

const lapsedAt = new Date('2026-11-01T09:00:00Z');
const at = (days: number) => new Date(lapsedAt.getTime() + days * 86_400_000);

describe('platform standing', () => {
  it.each([
    { status: null, lapsed: null, days: 0, kind: 'none' },
    { status: 'active', lapsed: null, days: 0, kind: 'active' },
    { status: 'trialing', lapsed: null, days: 0, kind: 'active' },
    { status: 'past_due', lapsed: lapsedAt, days: 0, kind: 'grace' },
    { status: 'past_due', lapsed: lapsedAt, days: 13.9, kind: 'grace' },
    { status: 'past_due', lapsed: lapsedAt, days: 14, kind: 'read-only' },
    { status: 'canceled', lapsed: lapsedAt, days: 30, kind: 'read-only' },
  ])('$status, $days days after the lapse: $kind', ({ status, lapsed, days, kind }) => {
    expect(platformStanding({ status, lapsedAt: lapsed, graceDays: 14 }, at(days)).kind).toBe(kind);
  });

  it('a grace period of 0 days is read-only at once', () => {
    expect(platformStanding({ status: 'past_due', lapsedAt, graceDays: 0 }, lapsedAt).kind).toBe('read-only');
  });
});

describe('lapse emails', () => {
  it.each([
    { graceDays: 14, schedule: [0, 3, 7, 14] },
    { graceDays: 5, schedule: [0, 3, 5] },
    { graceDays: 0, schedule: [0] },
  ])('grace $graceDays days: emails on days $schedule', ({ graceDays, schedule }) => {
    expect(platformLapseSchedule(graceDays)).toEqual(schedule);
  });

  it.each([
    { days: 0, due: 1 },
    { days: 2.9, due: 1 },
    { days: 3, due: 2 },
    { days: 7, due: 3 },
    { days: 14, due: 4 },
    { days: 40, due: 4 },
  ])('$days days after the lapse, $due due', ({ days, due }) => {
    expect(lapseEmailsDue(lapsedAt, 14, at(days))).toBe(due);
  });
});
