import { describe, expect, it } from 'vitest';
import { containing, startingWith } from './like-pattern.js';

describe('like patterns', () => {
  it('take the pattern characters of the text literally', () => {
    expect(containing('Ava')).toBe('%Ava%');
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(startingWith('a1_b')).toBe('a1\\_b%');
  });
});
