import { describe, expect, it } from 'vitest';
import { canCancelAt, cancellableUntil } from './cancellation.js';

const monday16h = Date.parse('2026-01-05T16:00:00Z') / 1000;
const hours = (n: number) => n * 3600;

describe('cancellableUntil: N whole days before the first session', () => {
  it.each([
    ['the club lets parents cancel nothing', null, null],
    ['0 days: up to the start itself', 0, monday16h],
    ['2 days: the Saturday before at the same time', 2, monday16h - hours(48)],
    ['7 days: a week before', 7, monday16h - hours(168)],
  ])('%s', (_label, days, until) => expect(cancellableUntil(monday16h, days)).toBe(until));
});

describe('canCancelAt', () => {
  it.each([
    ['a second before the deadline', monday16h - hours(48) - 1, 2, true],
    ['at the deadline itself', monday16h - hours(48), 2, false],
    ['after the first session began', monday16h + 60, 0, false],
    ['a club that allows no cancelling', monday16h - hours(1000), null, false],
  ])('%s', (_label, now, days, allowed) => expect(canCancelAt(now, monday16h, days)).toBe(allowed));
});
