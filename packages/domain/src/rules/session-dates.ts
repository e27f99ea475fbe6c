import { addDays } from './dates.js';
import { sessionsAfter } from './prorata.js';
import { roundHalfUp } from './rounding.js';

/** How far before its term's first day, or after its last, a one-off date may be added to a run. */
export const EXTRA_DATE_WEEKS_AROUND_TERM = 4;

/**
 * The club-local dates a one-off session of a run may fall on: from four weeks before its term's first day to four
 * weeks after its last (a make-up session just after the term, a taster just before it).
 */
export function extraDateWindow(term: { startDate: string; endDate: string }): { from: string; to: string } {
  const days = EXTRA_DATE_WEEKS_AROUND_TERM * 7;
  return { from: addDays(term.startDate, -days), to: addDays(term.endDate, days) };
}

/** Whether two sessions' times overlap (epoch seconds, ends excluded): one run cannot meet twice at once. */
export const sessionsOverlap = (a: { startTime: number; endTime: number }, b: { startTime: number; endTime: number }) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

/** The order line that bought a place, as far as one session's share of it goes. */
export interface PlaceLineForShare {
  /** term | trial | trial-conversion | plan | … */
  type: string;
  /** What the line cost once the order's discounts were taken off it (minor units). */
  payable: number;
  /** A term place's sessions charged for; null for the rest. */
  sessions: { charged: number } | null;
}

/**
 * What a place paid for one of its sessions (minor units), when the club cancels that session: a trial's whole price
 * (it is one session); a term place's price over the sessions it was charged for, rounded half up (so a £100 place of
 * 10 sessions gives £10 a session, whether the run is priced by the term or the session); nothing for a monthly
 * plan's place (its plan pays by the month) or a line of anything else.
 */
export function sessionShareOf(line: PlaceLineForShare): number {
  if (line.payable <= 0) return 0;
  if (line.type === 'trial') return line.payable;
  if (line.type !== 'term' && line.type !== 'trial-conversion') return 0;
  const charged = line.sessions?.charged ?? 0;
  return charged > 0 ? roundHalfUp(line.payable, charged) : 0;
}

/**
 * Whether a session happens: one the club cancelled (`cancelled` set, however a view marks it) does not. Every "next
 * session" and every count of sessions left reads sessions through this.
 */
export const sessionHappens = (session: { cancelled?: unknown }): boolean => !session.cancelled;

/** The sessions that happen and start strictly after `moment` (epoch seconds): the ones a child can still attend. */
export const sessionsAheadOf = <S extends { startTime: number; cancelled?: unknown }>(sessions: S[], moment: number) =>
  sessionsAfter(sessions.filter(sessionHappens), moment);

/** The next session: the first that happens and starts after `moment`; null when none is left. */
export const nextSessionOf = <S extends { startTime: number; cancelled?: unknown }>(
  sessions: S[],
  moment: number,
): S | null => sessionsAheadOf(sessions, moment)[0] ?? null;
