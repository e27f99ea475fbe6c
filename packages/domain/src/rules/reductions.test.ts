import { describe, expect, it } from 'vitest';
import { type Reduction, spreadReduction } from './reductions.js';

describe('spreadReduction: what a reduction takes off each line', () => {
  const table: [string, Reduction, number[], number[]][] = [
    ['a percentage of each line, rounded per line', { kind: 'percentage', percent: 10 }, [995, 985, 0], [100, 99, 0]],
    ['100 % takes everything', { kind: 'percentage', percent: 100 }, [500, 250], [500, 250]],
    ['a fixed amount from the first line on', { kind: 'fixed', amount: 700 }, [500, 500, 500], [500, 200, 0]],
    [
      'a fixed amount larger than the lines takes only what they cost',
      { kind: 'fixed', amount: 5000 },
      [300, 200],
      [300, 200],
    ],
    ['a free line takes nothing', { kind: 'fixed', amount: 100 }, [0, 300], [0, 100]],
    ['a fixed amount of 0 takes nothing', { kind: 'fixed', amount: 0 }, [300], [0]],
  ];
  it.each(table)('%s', (_label, reduction, remaining, expected) => {
    const taken = spreadReduction(reduction, remaining);
    expect(taken).toEqual(expected);
    taken.forEach((amount, i) => expect(amount).toBeLessThanOrEqual(remaining[i]));
  });

  it('refuses a negative or fractional fixed amount (it would add to the price)', () => {
    expect(() => spreadReduction({ kind: 'fixed', amount: -100 }, [500])).toThrow(RangeError);
    expect(() => spreadReduction({ kind: 'fixed', amount: 1.5 }, [500])).toThrow(RangeError);
  });
});
