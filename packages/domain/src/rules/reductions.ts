import { percentOf } from './rounding.js';

/** A discount as a club sets it: a percentage (0–100, two decimals at most) or a fixed amount in minor units. */
export type Reduction = { kind: 'percentage'; percent: number } | { kind: 'fixed'; amount: number };

/**
 * How much of a reduction falls on each of some lines, given what each line still costs (minor
 * units, in order). A percentage is taken of each line and rounded there, so every line knows what
 * it costs after discounts (a refund of one place needs it). A fixed amount is spread over the
 * lines in order, each taking at most what it still costs: it never makes a line negative, and
 * whatever the lines cannot absorb is dropped.
 */
export function spreadReduction(reduction: Reduction, remaining: number[]): number[] {
  if (reduction.kind === 'percentage') return remaining.map((amount) => percentOf(amount, reduction.percent));
  if (!Number.isSafeInteger(reduction.amount) || reduction.amount < 0) {
    throw new RangeError(`Not an amount in minor units: ${reduction.amount}`);
  }
  let left = reduction.amount;
  return remaining.map((amount) => {
    const taken = Math.min(amount, left);
    left -= taken;
    return taken;
  });
}
