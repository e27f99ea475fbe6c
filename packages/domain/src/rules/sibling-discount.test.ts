import { describe, expect, it } from 'vitest';
import { siblingsDiscounted } from './sibling-discount.js';

describe('siblingsDiscounted: all but the child whose places cost most', () => {
  it.each([
    ['one child: nobody', [{ childId: 1, amount: 9000 }], []],
    [
      'the dearer child pays in full, whatever the order',
      [
        { childId: 1, amount: 5000 },
        { childId: 2, amount: 9000 },
      ],
      [1],
    ],
    [
      'three children: the two cheaper',
      [
        { childId: 1, amount: 6000 },
        { childId: 2, amount: 9000 },
        { childId: 3, amount: 3000 },
      ],
      [1, 3],
    ],
    [
      'equal totals: the first in the order pays in full',
      [
        { childId: 4, amount: 9000 },
        { childId: 2, amount: 9000 },
      ],
      [2],
    ],
    ['no children', [], []],
  ])('%s', (_label, totals, discounted) => expect(siblingsDiscounted(totals)).toEqual(discounted));
});
