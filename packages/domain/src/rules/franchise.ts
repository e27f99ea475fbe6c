import { percentOf } from './rounding.js';

/**
 * The franchise's royalty on a club's month: its percent of the takings net of refunds, rounded half up to the minor
 * unit. A month whose refunds outweigh its payments gives back royalty in the same proportion (a negative royalty).
 */
export function royaltyOf(takings: number, percent: number): number {
  return takings < 0 ? -percentOf(-takings, percent) : percentOf(takings, percent);
}

/** A percent with two decimals as whole hundredths (7.5 → 750), and back. */
export const percentToHundredths = (percent: number) => Math.round(percent * 100);
export const hundredthsToPercent = (hundredths: number) => hundredths / 100;
