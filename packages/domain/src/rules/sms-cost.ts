/** What an SMS message costs the club: its parts (segments) for every recipient, at the region's price a part. */
export interface SmsCost {
  /** The price of one part, minor units of `currency`. */
  perSegment: number;
  currency: string;
  /** Parts sent in all (each recipient's own words may take more parts than another's). */
  segments: number;
  /** perSegment × segments, minor units. */
  total: number;
}

/**
 * The cost of sending SMS whose parts are `partsEach` (one number a recipient) at `price` a part; null where the
 * region has no SMS price.
 */
export function smsCost(
  partsEach: readonly number[],
  price: { minor: number; currency: string } | null,
): SmsCost | null {
  if (!price) return null;
  const segments = partsEach.reduce((sum, parts) => sum + parts, 0);
  return { perSegment: price.minor, currency: price.currency, segments, total: segments * price.minor };
}
