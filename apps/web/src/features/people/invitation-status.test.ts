import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation-status';

describe('invitationStatus', () => {
  const sent = '2026-03-02T18:30:00.000Z';
  it.each([
    ['2026-03-02T19:00:00Z', 'Invited today', false],
    ['2026-03-03T08:00:00Z', 'Invited yesterday', false],
    ['2026-03-05T08:00:00Z', 'Invited 3 days ago', false],
    ['2026-03-09T18:29:00Z', 'Invited 7 days ago', false],
    ['2026-03-09T18:30:00Z', 'Invited 7 days ago', true],
    ['2026-03-16T09:00:00Z', 'Invited on 2 Mar 2026', true],
  ])('at %s: %s (expired: %s)', (now, label, expired) => {
    expect(invitationStatus(sent, 'Europe/London', new Date(now))).toEqual({ label, expired });
  });

  it("counts days on the club's calendar, not the browser's: sent at 7:30 am on 3 March in Auckland", () => {
    expect(invitationStatus(sent, 'Pacific/Auckland', new Date('2026-03-03T08:00:00Z')).label).toBe('Invited today');
    expect(invitationStatus(sent, 'Pacific/Auckland', new Date('2026-03-17T12:00:00Z')).label).toBe(
      'Invited on 3 Mar 2026',
    );
  });
});
