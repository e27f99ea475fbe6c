import { describe, expect, it } from 'vitest';
import { offerDeadline } from './offer-deadline.js';

const now = new Date('2026-12-04T09:00:00Z');

describe('offerDeadline', () => {
  it.each([
    ['the window, when the next session is later', '2026-12-07T16:30:00Z', '2026-12-05T09:00:00.000Z'],
    ['the next session start, when it comes first', '2026-12-04T16:30:00Z', '2026-12-04T16:30:00.000Z'],
    ['the window, when the session starts exactly then', '2026-12-05T09:00:00Z', '2026-12-05T09:00:00.000Z'],
  ])('is %s', (_case, next, expected) => {
    expect(offerDeadline(now, 24, new Date(next)).toISOString()).toBe(expected);
  });

  it('is the window when no session is left', () => {
    expect(offerDeadline(now, 48, null).toISOString()).toBe('2026-12-06T09:00:00.000Z');
  });
});
