import type { Reduction } from '@clubroom/domain/rules';

/**
 * A reduction as the database keeps it (the sibling discount's settings, a discount code): kind
 * 'percentage' with the value in hundredths of a percent (1250 = 12.5 %), or 'fixed' in minor
 * units; any other kind (null) is none.
 */
export function storedReduction(kind: string | null, value: number): Reduction | null {
  if (kind === 'percentage') return { kind: 'percentage', percent: value / 100 };
  if (kind === 'fixed') return { kind: 'fixed', amount: value };
  return null;
}
