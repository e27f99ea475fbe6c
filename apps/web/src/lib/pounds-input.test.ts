import { describe, expect, it } from 'vitest';
import { penceOf, poundsOf } from './pounds-input';

describe('an amount staff type in pounds', () => {
  it('reads pounds as pence, with or without pence and a pound sign', () => {
    expect(penceOf('12')).toBe(1200);
    expect(penceOf('12.5')).toBe(1250);
    expect(penceOf(' £28.42 ')).toBe(2842);
    expect(penceOf('0.07')).toBe(7);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-1', '1,000', '12.']) expect(penceOf(text), text).toBeNull();
  });

  it('shows pence as pounds with two decimals, and reads them back', () => {
    expect(poundsOf(2842)).toBe('28.42');
    expect(poundsOf(500)).toBe('5.00');
    expect(penceOf(poundsOf(1999))).toBe(1999);
  });
});
