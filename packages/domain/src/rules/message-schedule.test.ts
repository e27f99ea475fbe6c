import { describe, expect, it } from 'vitest';
import { scheduledSendTime } from './message-schedule.js';

// 10:00 in London (BST), Wednesday 14th October 2026; the clocks go back on 25th October.
const now = new Date('2026-10-14T09:00:00Z');

describe('scheduling a message (club time zone, up to 30 days ahead)', () => {
  it.each([
    ['2026-10-14T16:30', 'Europe/London', { at: new Date('2026-10-14T15:30:00Z') }],
    ['2026-10-26T16:30', 'Europe/London', { at: new Date('2026-10-26T16:30:00Z') }],
    ['2026-10-15T09:00', 'America/New_York', { at: new Date('2026-10-15T13:00:00Z') }],
    ['2026-11-13T09:00', 'Europe/London', { at: new Date('2026-11-13T09:00:00Z') }],
    ['2026-11-13T09:01', 'Europe/London', { refused: 'too-far' }],
    ['2026-10-14T10:00', 'Europe/London', { refused: 'past' }],
    ['2026-10-13T18:00', 'Europe/London', { refused: 'past' }],
    ['2026-02-30T10:00', 'Europe/London', { refused: 'invalid' }],
    ['2026-10-14T24:00', 'Europe/London', { refused: 'invalid' }],
    ['2026-10-14 16:30', 'Europe/London', { refused: 'invalid' }],
  ])('%s in %s → %j', (local, timeZone, expected) => expect(scheduledSendTime(local, timeZone, now)).toEqual(expected));
});
