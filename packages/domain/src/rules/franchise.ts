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

/** A royalty from a month on ('YYYY-MM', the platform's months: London time). */
export interface DatedRoyalty {
  fromMonth: string;
  royaltyPercent: number;
}

/** A club's time in a network, in the platform's months ('YYYY-MM'): `toMonth` null while it is a member. */
export interface NetworkMembership {
  fromMonth: string;
  toMonth: string | null;
}

/**
 * Whether a club's month counts in the network's report: it falls in one of the club's memberships, from the month it
 * joined to the month it left, both included. Its months before it joined (or after it left) are its own, not the
 * network's: they count nothing.
 */
export function isMemberIn(memberships: readonly NetworkMembership[], month: string): boolean {
  return memberships.some((m) => m.fromMonth <= month && (m.toMonth === null || month <= m.toMonth));
}

/** The month after a 'YYYY-MM' month. */
export function monthAfter(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The royalty percent of a month: the latest rate from that month or before. A month before the club's first rate
 * takes that first rate (the report shows it beside a month the club was not a member); no rates at all is 0.
 */
export function royaltyPercentIn(royalties: readonly DatedRoyalty[], month: string): number {
  const sorted = [...royalties].sort((a, b) => a.fromMonth.localeCompare(b.fromMonth));
  const current = sorted.filter((r) => r.fromMonth <= month).at(-1) ?? sorted[0];
  return current?.royaltyPercent ?? 0;
}

/**
 * What is wrong with the month a new royalty starts from: it must come after the current month (London time), so a
 * month already reported (this one included, reported as it goes) never changes. Null when it may.
 */
export function royaltyFromMonthProblem(fromMonth: string, currentMonth: string): string | null {
  return fromMonth > currentMonth ? null : `must be after ${currentMonth}: a month already reported keeps its royalty`;
}
