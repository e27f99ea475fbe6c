import { describe, expect, it } from 'vitest';
import { configuredClock } from './clock.js';

describe('the configured clock', () => {
  it('reads real time without CLOCK_START', () => {
    let real = Date.parse('2026-11-28T09:00:00Z');
    const clock = configuredClock(undefined, () => real);
    expect(clock().toISOString()).toBe('2026-11-28T09:00:00.000Z');
    real += 1_500;
    expect(clock().toISOString()).toBe('2026-11-28T09:00:01.500Z');
  });

  it('starts at CLOCK_START and advances in real time from there', () => {
    let real = Date.parse('2026-11-28T09:00:00Z');
    const clock = configuredClock('2027-03-28T00:30:00+00:00', () => real);
    expect(clock().toISOString()).toBe('2027-03-28T00:30:00.000Z');
    real += 45 * 60_000;
    expect(clock().toISOString()).toBe('2027-03-28T01:15:00.000Z');
  });
});
