import { describe, expect, it } from 'vitest';
import { dayKeyOfName } from './days.js';
import { haversineMiles } from './distance.js';
import { currencySymbolFor, formatMoney } from './money.js';
import { pageTitle } from './page-title.js';
import { isFullPostcode, normalisePostcode, outwardCode } from './postcode.js';
import { prorataPrice } from './prorata.js';
import { timeBandOf, timeBandOfHour } from './time-bands.js';
import { zonedWallTimeToEpoch } from './dates.js';

describe('time bands (spec §9): Morning before 12, Afternoon 12 to before 16, Evening 16 and later', () => {
  it.each([
    ['00:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['15:59', 'afternoon'],
    ['16:00', 'evening'],
    ['23:30', 'evening'],
  ])('%s → %s by the club-local hour, in BST', (hhmm, band) => {
    const [h, m] = hhmm.split(':').map(Number);
    expect(timeBandOfHour(h)).toBe(band);
    // 1 July is BST: the UTC hour is one less, and must not decide.
    expect(timeBandOf(zonedWallTimeToEpoch('2026-07-01', h, m, 'Europe/London'), 'Europe/London')).toBe(band);
  });
});

describe('day keys (spec §5): first three letters, lower case', () => {
  it.each([
    ['Monday', 'mon'],
    ['Thursday', 'thu'],
    ['Sunday', 'sun'],
  ])('%s → %s', (name, key) => expect(dayKeyOfName(name)).toBe(key));
});

describe('haversineMiles with radius 3959', () => {
  const london = { latitude: 51.5074, longitude: -0.1278 };
  it('is 0 for the same point', () => expect(haversineMiles(london, london)).toBe(0));
  it('London to Manchester is about 163 miles', () => {
    expect(haversineMiles(london, { latitude: 53.4808, longitude: -2.2426 })).toBeCloseTo(163, 0);
  });
  it('Clapham to Balham venues is under 2 miles', () => {
    expect(
      haversineMiles({ latitude: 51.4647, longitude: -0.1387 }, { latitude: 51.4434, longitude: -0.1512 }),
    ).toBeLessThan(2);
  });
});

describe('postcodes', () => {
  it.each([
    ['sw46db', 'SW4 6DB'],
    [' Sw1a  1aa ', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['EH1 1YZ', 'EH1 1YZ'],
    ['SW4', null],
    ['hello', null],
    ['12345', null],
  ])('normalisePostcode(%s) → %s', (input, expected) => expect(normalisePostcode(input)).toBe(expected));
  it.each([
    ['sw1a 1aa', 'SW1A'],
    ['sw1a', 'SW1A'],
    ['M1', 'M1'],
    ['TW9 2SF', 'TW9'],
    ['nope!', null],
  ])('outwardCode(%s) → %s', (input, expected) => expect(outwardCode(input)).toBe(expected));
  it('isFullPostcode', () => {
    expect(isFullPostcode('SW17 8AN')).toBe(true);
    expect(isFullPostcode('SW17')).toBe(false);
  });
});

describe('money: minor units divided by 100, two decimals', () => {
  it.each([
    [1250, '£12.50'],
    [0, '£0.00'],
    [5, '£0.05'],
    [-305, '-£3.05'],
    [100000, '£1000.00'],
  ])('%i → %s', (minor, text) => expect(formatMoney(minor)).toBe(text));
  it('uses the currency symbol', () => {
    expect(formatMoney(999, currencySymbolFor('EUR'))).toBe('€9.99');
    expect(currencySymbolFor('GBP')).toBe('£');
    expect(currencySymbolFor('sek')).toBe('SEK ');
  });
});

describe('prorataPrice for a late start', () => {
  it.each([
    ['full term costs the term price', 1000, 11000, 11, 11, 11000],
    ['nothing left costs nothing', 1000, 11000, 11, 0, 0],
    ['term price scaled by sessions left', 1000, 11000, 11, 5, 5000],
    ['rounded to the nearest penny', 950, 9500, 12, 7, 5542],
    ['never more than paying per session', 500, 11000, 11, 5, 2500],
    ['per-session only when there is no term price', 900, 0, 10, 4, 3600],
  ])('%s', (_label, pricePerSession, pricePerTerm, sessionsTotal, sessionsLeft, expected) => {
    expect(prorataPrice({ pricePerSession, pricePerTerm, sessionsTotal, sessionsLeft })).toBe(expected);
  });
});

describe('page titles: the page, then the site', () => {
  it('names the page and the club, or the site alone on its home page', () => {
    expect(pageTitle('Mini Kickers', 'Little Legends Sports Club')).toBe('Mini Kickers – Little Legends Sports Club');
    expect(pageTitle(null, 'Little Legends Sports Club')).toBe('Little Legends Sports Club');
  });
});
