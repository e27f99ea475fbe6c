import { termDaysOf, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';

const DAY_SECONDS = 86_400;
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_SECONDS * 1000).toISOString().slice(0, 10);
const midnightOf = (date: string, timeZone: string) => new Date(zonedWallTimeToEpoch(date, 0, 0, timeZone) * 1000);

/**
 * A term is stored as instants: the start of its first day and the start of the day after its
 * last, in the club's time zone (as the seed writes it), so the public schedule's term ends when
 * its last day does.
 */
export const termInstantsOf = (dates: { startDate: string; endDate: string }, timeZone: string) => ({
  startsAt: midnightOf(dates.startDate, timeZone),
  endsAt: midnightOf(nextDay(dates.endDate), timeZone),
});

/** The club-local first and last days of a stored term. */
export const termDatesOf = (term: { startsAt: Date; endsAt: Date }, timeZone: string) =>
  termDaysOf({ startsAt: toEpoch(term.startsAt), endsAt: toEpoch(term.endsAt) }, timeZone);
