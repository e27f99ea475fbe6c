import { describe, expect, it } from 'vitest';
import { formatTimeLeft, minutesLeft } from './time-left';

describe('formatTimeLeft', () => {
  it.each([
    [15 * 60_000, '15:00'],
    [14 * 60_000 + 5_000, '14:05'],
    [59_001, '1:00'],
    [1_000, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms left reads %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});

describe('minutesLeft', () => {
  it.each([
    [15 * 60_000, 15],
    [13 * 60_000 + 31_200, 13],
    [14 * 60_000 + 1, 14],
    [59_001, 1],
    [30_000, 0],
    [0, 0],
    [-1, 0],
  ])('%i ms left is %i minutes', (ms, minutes) => expect(minutesLeft(ms)).toBe(minutes));

  it('says the minutes the countdown shows (one clock for both)', () => {
    for (let ms = 0; ms <= 15 * 60_000; ms += 7_321) {
      expect(String(minutesLeft(ms))).toBe(formatTimeLeft(ms).split(':')[0]);
    }
  });
});
