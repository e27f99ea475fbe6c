import { describe, expect, it } from 'vitest';
import { addressesIn, looksLikeAnAddress } from './email-list';

describe('the invitation addresses typed', () => {
  it('are split on lines, commas, semicolons and spaces, each kept once whatever its case', () => {
    expect(addressesIn('a@example.com, B@example.com\n b@EXAMPLE.com;c@example.com  \n\n')).toEqual([
      'a@example.com',
      'B@example.com',
      'c@example.com',
    ]);
    expect(addressesIn('  \n ')).toEqual([]);
  });

  it('are checked for the shape of an address before sending', () => {
    expect(looksLikeAnAddress('sam@example.com')).toBe(true);
    expect(looksLikeAnAddress('sam@example')).toBe(false);
    expect(looksLikeAnAddress('not-an-address')).toBe(false);
  });
});
