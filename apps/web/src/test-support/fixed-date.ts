import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fixes the clock the page reads (`new Date()`, the club's today) at `iso` for each test of the calling block;
 * only `Date` is faked, so timers (and user-event's typing) run as they do.
 */
export function fixTheDate(iso = '2026-10-14T11:00:00Z') {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => vi.useRealTimers());
}
