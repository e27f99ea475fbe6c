import { parseFilterQuery } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked, changedFilters } from './schedule-analytics';

describe("the schedule page's analytics", () => {
  const none = parseFilterQuery('');

  it('names the filters a change touched, once each, and never what was chosen', () => {
    expect(changedFilters(none, none)).toEqual([]);
    expect(changedFilters(none, parseFilterQuery('?day=mon'))).toEqual(['day']);
    expect(changedFilters(none, { ...none, showTerms: false, showCamps: false })).toEqual(['kind']);
    const distance = { ...none, distance: { ...none.distance, postcode: 'SW1A 1AA' } };
    expect(changedFilters(none, distance)).toEqual(['distance']);
    expect(JSON.stringify(changedFilters(none, distance))).not.toContain('SW1A');
  });

  it('sends nothing when the browser asks not to be tracked', () => {
    expect(asksNotToBeTracked({ doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });
});
