import { describe, expect, it } from 'vitest';
import { opensFor, windowOpen, windowsOutOfOrder } from './priority-windows.js';

const at = (iso: string) => new Date(iso);
const windows = {
  membersFrom: at('2027-03-01T09:00:00Z'),
  siblingsFrom: at('2027-03-02T09:00:00Z'),
  everyoneFrom: at('2027-03-03T09:00:00Z'),
};

describe('priority windows', () => {
  it('opens for members, then siblings, then everyone', () => {
    const now = at('2027-03-02T10:00:00Z');
    expect([windowOpen(windows, 'members', now), windowOpen(windows, 'siblings', now)]).toEqual([true, true]);
    expect(windowOpen(windows, 'everyone', now)).toBe(false);
  });

  it('opens an unset window with the next one, and with none set is open', () => {
    expect(opensFor({ ...windows, siblingsFrom: null }, 'siblings')).toEqual(windows.everyoneFrom);
    const none = { membersFrom: null, siblingsFrom: null, everyoneFrom: null };
    expect(windowOpen(none, 'everyone', at('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('names the first window out of order', () => {
    expect(windowsOutOfOrder(windows)).toBeNull();
    expect(windowsOutOfOrder({ ...windows, everyoneFrom: at('2027-03-01T10:00:00Z') })).toBe('everyoneFrom');
  });
});
