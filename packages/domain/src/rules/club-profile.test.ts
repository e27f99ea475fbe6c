import { describe, expect, it } from 'vitest';
import {
  currentSkinKey,
  DEFAULT_SKIN_COLOURS,
  HEX_COLOUR,
  isKnownTimeZone,
  logoUrlOf,
  SKINS,
  sixDigitHex,
  skinByKey,
} from './club-profile.js';
import { supportsListingSite } from './regions.js';

describe('the theme catalogue', () => {
  it('starts with the default theme (555, 9d9d9d, F5F5F5), and every skin has a unique key and hex colours', () => {
    expect(SKINS[0].colours).toEqual({ primary: '555', secondary: '9d9d9d', panel: 'F5F5F5' });
    expect(DEFAULT_SKIN_COLOURS).toBe(SKINS[0].colours);
    expect(new Set(SKINS.map((s) => s.skinKey)).size).toBe(SKINS.length);
    for (const { colours } of SKINS) for (const hex of Object.values(colours)) expect(hex).toMatch(HEX_COLOUR);
    expect(skinByKey('teal')?.colours.primary).toBe('0f766e');
    expect(skinByKey('nope')).toBeUndefined();
  });

  it("marks the theme a club has: its pick, else the grid's theme of its colours (a new club's default), never a custom one", () => {
    const slate = { primary: '555555', secondary: '9d9d9d', panel: 'f5f5f5' };
    expect(currentSkinKey({ skinKey: 'berry', colours: slate, hasCustomSkin: false })).toBe('berry');
    expect(currentSkinKey({ skinKey: null, colours: slate, hasCustomSkin: false })).toBe('default');
    expect(currentSkinKey({ skinKey: null, colours: { ...slate, panel: 'ffffff' }, hasCustomSkin: false })).toBeNull();
    expect(currentSkinKey({ skinKey: null, colours: slate, hasCustomSkin: true })).toBeNull();
  });

  it('writes colours as six lower-case digits', () => {
    expect(sixDigitHex('F5F5F5')).toBe('f5f5f5');
    expect(sixDigitHex('555')).toBe('555555');
  });
});

describe('the club profile rules', () => {
  it('offers the listing site where the country has it (GB), and nowhere unknown', () => {
    expect(supportsListingSite('GB')).toBe(true);
    expect(supportsListingSite('gb')).toBe(true);
    expect(supportsListingSite('US')).toBe(false);
    expect(supportsListingSite('ZZ')).toBe(false);
  });

  it('knows IANA time zones only', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it("builds the logo's URL from its key, with its upload time", () => {
    expect(logoUrlOf('logos/ab-12.png', new Date(1234))).toBe('/api/v4/public/logos/ab-12.png?v=1234');
    expect(logoUrlOf(null, null)).toBeNull();
    expect(logoUrlOf('children/x.png', new Date(1))).toBeNull();
  });
});
