import { describe, expect, it } from 'vitest';
import { formatAmount, penceOf } from './money.js';

describe('an amount staff type in pounds', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['7.50', 750],
    ['7.5', 750],
    ['£12', 1200],
    [' £28.42 ', 2842],
    ['£ 7', 700],
    [' 0 ', 0],
    ['0.05', 5],
    ['0.07', 7],
    ['0.1', 10],
    ['19.99', 1999],
    ['1.15', 115],
    ['4.35', 435],
    ['9999999.99', 999999999],
  ])('%j is %i pence', (text, pence) => expect(penceOf(text)).toBe(pence));

  it.each([
    '',
    ' ',
    'abc',
    'seven',
    '1e3',
    '1.234',
    '12.345',
    '7.505',
    '-1',
    '1,000',
    '12.',
    '.5',
    '£',
    '12p',
    '99999999999999999',
  ])('%j is no amount', (text) => expect(penceOf(text)).toBeNull());

  it('shows pence as pounds with two decimals, and reads them back', () => {
    expect(formatAmount(2842)).toBe('28.42');
    expect(formatAmount(500)).toBe('5.00');
    for (const pence of [0, 1, 10, 99, 1999, 123456]) expect(penceOf(formatAmount(pence))).toBe(pence);
  });
});
