import { localDateOf } from './dates.js';

/**
 * Whole months from a date of birth to a date (both YYYY-MM-DD): a month is complete on the same
 * day of the month, or on the 1st of the next month when that day does not exist (born 31 January:
 * one month old on 1 March, as a 29 February birthday falls on 1 March in England). Negative before birth.
 */
export function ageInMonthsOn(dateOfBirth: string, date: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  const months = (y - by) * 12 + (m - bm);
  return d < bd ? months - 1 : months;
}

export type AgeLimitProblem = { problem: 'too-young' | 'too-old'; ageMonths: number };

/**
 * Whether a child may join a run or camp for ages `ageFromMonths`–`ageToMonths` (both included,
 * in whole months; 0–0 is every age, as in the schedule's age filter), judged on the first session
 * or camp day the child will attend, in the club's time zone. So a child who grows into a class
 * during the term can join it late, and one who grows out of it mid-term keeps the place booked.
 */
export function ageLimitProblem(input: {
  dateOfBirth: string;
  firstSessionStart: number;
  timeZone: string;
  ageFromMonths: number;
  ageToMonths: number;
}): AgeLimitProblem | null {
  const { ageFromMonths, ageToMonths } = input;
  if (ageFromMonths === 0 && ageToMonths === 0) return null;
  const ageMonths = ageInMonthsOn(input.dateOfBirth, localDateOf(input.firstSessionStart, input.timeZone));
  if (ageMonths < ageFromMonths) return { problem: 'too-young', ageMonths };
  if (ageMonths > ageToMonths) return { problem: 'too-old', ageMonths };
  return null;
}
