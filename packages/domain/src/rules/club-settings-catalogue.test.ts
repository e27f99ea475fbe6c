import { describe, expect, it } from 'vitest';
import { countrySupport } from './regions.js';
import { dropdownSettingKeys, dropdownSettings, MAX_DROPDOWN_OPTIONS } from './club-settings-catalogue.js';

describe('the club settings catalogue', () => {
  it.each(dropdownSettingKeys)('dropdown %s offers 1 to 20 distinct options, its default among them', (key) => {
    const values = dropdownSettings[key].options.map((o) => o.value);
    expect(values.length).toBeGreaterThan(0);
    expect(values.length).toBeLessThanOrEqual(MAX_DROPDOWN_OPTIONS);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain(dropdownSettings[key].defaultValue);
  });
});

describe('countrySupport (club fee data)', () => {
  it.each([
    ['GB', true, true],
    ['gb', true, true],
    ['IE', true, false],
    ['FR', false, false],
  ])('%s: SMS %s, listing site %s', (country, supportsSms, supportsListingSite) => {
    expect(countrySupport(country)).toEqual({ supportsSms, supportsListingSite });
  });
});
