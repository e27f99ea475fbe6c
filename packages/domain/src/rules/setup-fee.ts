import { localDateOf } from './dates.js';

/** A club's yearly setup (membership) fee per child. */
export interface SetupFeeSettings {
  /** Minor units; 0 charges nothing. */
  amount: number;
  /** Mandatory: every child booking a place without a current fee gets one in the order. */
  mandatory: boolean;
  /** When staff last reset every member's fee (the admin tool, spec §6), epoch seconds; null if never. */
  resetAt: number | null;
}

/** The same date a year later; 29 February's anniversary is 1 March. */
function anniversaryOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  return next.toISOString().slice(0, 10);
}

/**
 * A fee is current for a year from its payment (or from staff marking it paid), up to the day
 * before its anniversary in the club's time zone, unless staff have reset every fee since.
 *
 * A year from each payment rather than one fee year for the whole club: a child joining in the
 * summer pays for a full year of membership, not for months already gone, and no club setting is
 * needed. A club that wants everyone to renew on one day resets every fee on that day (the spec's
 * reset tool), which this rule honours.
 */
export function hasCurrentSetupFee(
  paidAt: number | null,
  settings: SetupFeeSettings,
  now: number,
  timeZone: string,
): boolean {
  if (paidAt === null) return false;
  if (settings.resetAt !== null && paidAt <= settings.resetAt) return false;
  return localDateOf(now, timeZone) < anniversaryOf(localDateOf(paidAt, timeZone));
}

/**
 * Whether a child of an order gets a setup-fee line: never with a current fee or a free fee; when
 * asked for (an order of setup fees, or a parent adding an optional one); and, when the fee is
 * mandatory, when the order books the child a place. A trial is no place for this: a family
 * trying one session is not asked to pay a year's membership first (converting it is).
 */
export function needsSetupFee(input: {
  settings: SetupFeeSettings;
  paidAt: number | null;
  requested: boolean;
  booksPlace: boolean;
  now: number;
  timeZone: string;
}): boolean {
  const { settings } = input;
  if (settings.amount <= 0 || hasCurrentSetupFee(input.paidAt, settings, input.now, input.timeZone)) return false;
  return input.requested || (settings.mandatory && input.booksPlace);
}
