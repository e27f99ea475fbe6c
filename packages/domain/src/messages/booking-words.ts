import { ageLimitProblem } from '../rules/age-limit.js';
import { formatAgeMonths, formatAgeRange } from '../rules/age.js';
import { formatLongDate, formatWallTime } from '../rules/dates.js';
import { dayKeys, mondayFirstIndex } from '../rules/days.js';
import { formatMoney } from '../rules/money.js';
import { bookingMessages } from './booking.js';

const texts = bookingMessages.booking;

/** A price as a parent reads it: 'Free' for nothing, else the money ('£5.00'). Totals stay in money. */
export const priceOrFree = (minor: number, currencySymbol = '£') =>
  minor === 0 ? texts.free : formatMoney(minor, currencySymbol);

/** How much of a term a place covers: 'full term: 16 sessions' or 'part term: 6 of 16 sessions'. */
export const termSessionsText = ({ charged, total }: { charged: number; total: number }) =>
  charged < total ? texts.partTerm(charged, total) : texts.fullTerm(total);

/** A weekly class time (`dow` 0 = Sunday) in the club's wall time. */
interface WeeklyTime {
  dow: number;
  starttime: { hours: number; mins: number };
}

/** When a run meets each week: 'Mondays 4:30 pm, Thursdays 5:00 pm'. */
export const weeklyText = (classTimes: readonly WeeklyTime[]) =>
  classTimes
    .map(({ dow, starttime }) =>
      texts.weekly(dayKeys[mondayFirstIndex(dow)].label, formatWallTime(starttime.hours, starttime.mins)),
    )
    .join(', ');

/**
 * What tells two places of one class apart: its day and time, venue and term, as a basket card and
 * an order line show them under the class's name: 'Mondays 4:30 pm · Village Hall · Spring Term 2027'.
 */
export const placeDetailsText = (place: {
  classTimes: readonly WeeklyTime[];
  venueName: string | null;
  termName: string | null;
}) => [weeklyText(place.classTimes), place.venueName, place.termName].filter(Boolean).join(' · ');

/**
 * Why a child cannot join a run or camp for their age, or null when they can: judged on the first
 * session or camp day they would attend (`ageLimitProblem`). The booking page says it when the child
 * is chosen; the server refuses with the same words.
 */
export function ageLimitRefusal(input: {
  child: { firstName: string; dateOfBirth: string };
  className: string;
  ageFromMonths: number;
  ageToMonths: number;
  firstAttendance: number;
  timeZone: string;
}): string | null {
  const { child, className, ageFromMonths, ageToMonths, firstAttendance, timeZone } = input;
  const found = ageLimitProblem({
    dateOfBirth: child.dateOfBirth,
    firstSessionStart: firstAttendance,
    timeZone,
    ageFromMonths,
    ageToMonths,
  });
  if (!found) return null;
  return texts.ageLimit[found.problem]({
    child: child.firstName,
    className,
    ages: formatAgeRange(ageFromMonths, ageToMonths),
    age: formatAgeMonths(found.ageMonths),
    date: formatLongDate(firstAttendance, timeZone),
  });
}
