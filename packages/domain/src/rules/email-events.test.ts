import { describe, expect, it } from 'vitest';
import { suppressionOf } from './email-events.js';

describe('what an email event suppresses', () => {
  it.each([
    ['a permanent bounce', { type: 'bounce', bounceType: 'permanent' }, 'bounced'],
    ['a transient bounce', { type: 'bounce', bounceType: 'transient' }, null],
    ['a complaint', { type: 'complaint' }, 'complained'],
    ['a complaint naming a bounce type', { type: 'complaint', bounceType: 'transient' }, 'complained'],
  ] as const)('%s: %s', (_what, event, suppression) => {
    expect(suppressionOf(event)).toBe(suppression);
  });
});
