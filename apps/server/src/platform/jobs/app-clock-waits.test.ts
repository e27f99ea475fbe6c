import { describe, expect, it } from 'vitest';
import { appClockWaits } from './app-clock-waits.js';

const MINUTE = 60_000;

describe("delayed jobs by the app's clock", () => {
  /** An app clock a month ahead of real time; both move only when told. */
  const clocks = () => {
    const at = { real: Date.parse('2026-11-29T07:00:00Z'), app: Date.parse('2026-12-29T07:00:00Z') };
    return {
      at,
      waits: appClockWaits(
        () => new Date(at.app),
        () => at.real,
      ),
    };
  };

  it('waits from now by the app clock, never less than nothing', () => {
    const { at, waits } = clocks();
    expect(waits.waitMs(new Date(at.app + 1000))).toBe(1000);
    expect(waits.waitMs(new Date(at.app - MINUTE))).toBe(0);
  });

  it('names a job once its time by the app clock has come, once; not one still to come', () => {
    const { at, waits } = clocks();
    waits.queued('soon', new Date(at.app + 10 * MINUTE), 10 * MINUTE);
    waits.queued('tomorrow', new Date(at.app + 24 * 60 * MINUTE), 24 * 60 * MINUTE);
    waits.queued('now', new Date(at.app), 0);
    expect(waits.dueByClock()).toEqual([]);
    at.app += 11 * MINUTE;
    expect(waits.dueByClock()).toEqual(['soon']);
    expect(waits.dueByClock()).toEqual([]);
  });

  it('forgets a job whose wait is over in real time: the database starts it', () => {
    const { at, waits } = clocks();
    waits.queued('soon', new Date(at.app + 10 * MINUTE), 10 * MINUTE);
    at.real += 10 * MINUTE;
    at.app += 11 * MINUTE;
    expect(waits.dueByClock()).toEqual([]);
  });
});
