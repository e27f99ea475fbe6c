import { ageLimitProblem } from './age-limit.js';

const DAY_MS = 86_400_000;

/** How long a priority offer holds its place when the club sets no other time. */
export const DEFAULT_OFFER_DAYS = 14;
/** The shortest and longest a club may hold a priority offer's place for. */
export const MIN_OFFER_DAYS = 1;
export const MAX_OFFER_DAYS = 60;
/** Reminders of a pending offer go this many days before its deadline (those still to come when it is made). */
export const OFFER_REMINDER_DAYS = [3, 1] as const;

/** A weekly class time in the club's wall time: dow 0 = Sunday. */
export interface CarryOverClassTime {
  dow: number;
  hours: number;
  mins: number;
  durationMinutes: number;
}

/** A run as matching reads it: what makes it "the same class" next term, and what limits who it takes. */
export interface CarryOverRun {
  id: number;
  venueId: number;
  className: string;
  classTimes: CarryOverClassTime[];
  capacity: number;
  /** Places already taken (confirmed bookings and unexpired holds). */
  taken: number;
  ageFromMonths: number;
  ageToMonths: number;
  /** Its first session (epoch seconds), on which the age limit is judged; null: no session. */
  firstSessionStart: number | null;
  draft: boolean;
}

/** A child's place in the previous term, with the run suggested for them next term (a level up), if any. */
export interface CarryOverPlace {
  childId: number;
  dateOfBirth: string;
  fromRun: CarryOverRun;
  /** The run the child was marked ready for; without one, the same class next term. */
  suggestedRunId?: number | null;
  /** The child already has a place (or a live offer) in the matched run. */
  alreadyPlacedIn?: readonly number[];
}

export const carryOverConflicts = ['no-run', 'full', 'too-old', 'too-young', 'clash', 'draft', 'placed'] as const;
export type CarryOverConflict = (typeof carryOverConflicts)[number];

export interface CarryOverMatch {
  childId: number;
  fromRunId: number;
  toRunId: number | null;
  conflicts: CarryOverConflict[];
}

const timesKey = (times: CarryOverClassTime[]) =>
  times
    .map((t) => `${t.dow}@${t.hours}:${t.mins}+${t.durationMinutes}`)
    .sort()
    .join(',');

/** "The same class" next term: same venue, name and weekly times (what re-running a term copies). */
export const sameClassKey = (run: Pick<CarryOverRun, 'venueId' | 'className' | 'classTimes'>) =>
  `${run.venueId}|${run.className.trim().toLowerCase()}|${timesKey(run.classTimes)}`;

const minutesOf = (t: CarryOverClassTime) => (t.dow * 24 + t.hours) * 60 + t.mins;
/** Whether two runs meet at overlapping times in the week. */
export function classTimesClash(a: CarryOverClassTime[], b: CarryOverClassTime[]): boolean {
  return a.some((x) =>
    b.some((y) => minutesOf(x) < minutesOf(y) + y.durationMinutes && minutesOf(y) < minutesOf(x) + x.durationMinutes),
  );
}

/**
 * Each child of the previous term's runs matched to a run next term: the suggested run when there is
 * one, else the same class; with what stands in the way of offering it (no such run, a draft run, no
 * place left once the children before them are counted, the child's age on its first session, a clash
 * with another run matched for the same child, a place they already have). Places are given in the
 * order listed, so the caller lists them as it would serve them.
 */
export function matchCarryOvers(
  places: readonly CarryOverPlace[],
  nextRuns: readonly CarryOverRun[],
  timeZone: string,
): CarryOverMatch[] {
  const byKey = new Map(nextRuns.map((run) => [sameClassKey(run), run]));
  const byId = new Map(nextRuns.map((run) => [run.id, run]));
  const promised = new Map<number, number>();
  const matchedOf = new Map<number, CarryOverRun[]>();
  return places.map((place) => {
    const to =
      (place.suggestedRunId != null ? byId.get(place.suggestedRunId) : undefined) ??
      byKey.get(sameClassKey(place.fromRun));
    if (!to) return { childId: place.childId, fromRunId: place.fromRun.id, toRunId: null, conflicts: ['no-run'] };
    const conflicts: CarryOverConflict[] = [];
    if (place.alreadyPlacedIn?.includes(to.id)) conflicts.push('placed');
    if (to.draft) conflicts.push('draft');
    const age =
      to.firstSessionStart === null
        ? null
        : ageLimitProblem({
            dateOfBirth: place.dateOfBirth,
            firstSessionStart: to.firstSessionStart,
            timeZone,
            ageFromMonths: to.ageFromMonths,
            ageToMonths: to.ageToMonths,
          });
    if (age) conflicts.push(age.problem);
    const others = matchedOf.get(place.childId) ?? [];
    if (others.some((other) => classTimesClash(other.classTimes, to.classTimes))) conflicts.push('clash');
    if (conflicts.length === 0) {
      const given = promised.get(to.id) ?? 0;
      if (to.taken + given >= to.capacity) conflicts.push('full');
      else promised.set(to.id, given + 1);
    }
    matchedOf.set(place.childId, [...others, to]);
    return { childId: place.childId, fromRunId: place.fromRun.id, toRunId: to.id, conflicts };
  });
}

/** When a priority offer made `now` stops holding its place: the club's number of days later. */
export const priorityOfferDeadline = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** When to remind the family of a pending offer: the reminder days before its deadline that are still after `now`. */
export const offerReminderTimes = (now: Date, deadline: Date): Date[] =>
  OFFER_REMINDER_DAYS.map((days) => new Date(deadline.getTime() - days * DAY_MS)).filter((at) => at > now);

export const priorityOfferStatuses = ['pending', 'accepted', 'declined', 'lapsed'] as const;
export type PriorityOfferStatus = (typeof priorityOfferStatuses)[number];

/**
 * Where a priority offer stands: accepted once the child is booked into the run; pending while its
 * place is held (in the basket or an order waiting for payment); declined when the family let the
 * place go before the deadline (`releasedEarly`: its hold ended before then; or nothing held before
 * then); lapsed once the deadline passed unaccepted.
 */
export function priorityOfferStatus(
  offer: { booked: boolean; held: boolean; releasedEarly: boolean; expiresAt: Date },
  now: Date,
): PriorityOfferStatus {
  if (offer.booked) return 'accepted';
  if (offer.held && offer.expiresAt > now) return 'pending';
  return offer.releasedEarly || offer.expiresAt > now ? 'declined' : 'lapsed';
}
