/**
 * A club's standing with the platform (its own subscription, issue 26): a lapsed subscription (a payment failed,
 * or it ended) gets reminders, then makes the club's admin read-only once the plan's grace period has passed.
 * Parents' bookings are never affected. Pure: the server's reminder job and read-only hook and the web's banner
 * all read it.
 */

const DAY_MS = 86_400_000;

/** Provider statuses in good standing; `pending` is a checkout not yet completed. */
const IN_GOOD_STANDING = new Set(['active', 'trialing', 'pending']);

/** Whether a subscription in this provider status has lapsed. */
export const isLapsedStatus = (status: string): boolean => !IN_GOOD_STANDING.has(status);

/** Days after the lapse on which a reminder goes, while the grace period lasts. */
export const LAPSE_REMINDER_DAYS = [0, 3, 7] as const;

/**
 * Each email of a lapse, in days after it: the reminders that fall inside the grace period, then the notice that
 * the admin is now read-only, on its last day.
 */
export const platformLapseSchedule = (graceDays: number): number[] => [
  ...LAPSE_REMINDER_DAYS.filter((day) => day < graceDays),
  graceDays,
];

export type PlatformStanding =
  { kind: 'none' } | { kind: 'active' } | { kind: 'grace'; readOnlyFrom: Date } | { kind: 'read-only'; since: Date };

export interface StandingInput {
  /** The club's current subscription's provider status, or null when it has none (never set up, or reset). */
  status: string | null;
  lapsedAt: Date | null;
  graceDays: number;
}

/** When a lapse makes the admin read-only. */
export const readOnlyFrom = (lapsedAt: Date, graceDays: number): Date =>
  new Date(lapsedAt.getTime() + graceDays * DAY_MS);

export function platformStanding({ status, lapsedAt, graceDays }: StandingInput, now: Date): PlatformStanding {
  if (status === null) return { kind: 'none' };
  if (!isLapsedStatus(status) || lapsedAt === null) return { kind: 'active' };
  const from = readOnlyFrom(lapsedAt, graceDays);
  return now < from ? { kind: 'grace', readOnlyFrom: from } : { kind: 'read-only', since: from };
}

/** How many of a lapse's emails are due by now (`platformLapseSchedule`): those whose day has come. */
export function lapseEmailsDue(lapsedAt: Date, graceDays: number, now: Date): number {
  const elapsedDays = (now.getTime() - lapsedAt.getTime()) / DAY_MS;
  return platformLapseSchedule(graceDays).filter((day) => day <= elapsedDays).length;
}
