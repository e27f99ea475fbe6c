import { REPORTING_DEFAULT_MONTHS, type PeriodQuery } from '@clubroom/domain/api';
import { localDateOf, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';

/** A report's club-local months, both included, and the instants they run between (end excluded). */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
  /** Every month of the period, in order. */
  months: string[];
}

/** 'YYYY-MM' moved by whole months. */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const startOfMonth = (month: string, timeZone: string) =>
  new Date(zonedWallTimeToEpoch(`${month}-01`, 0, 0, timeZone) * 1000);

/** The period a query asks for; left out, the last twelve months up to this one (in the club's time). */
export function periodOf(query: PeriodQuery, club: Pick<ResolvedClub, 'timeZone'>, now: Date): Period {
  const thisMonth = localDateOf(toEpoch(now), club.timeZone).slice(0, 7);
  const to = query.to ?? (query.from ? addMonths(query.from, REPORTING_DEFAULT_MONTHS - 1) : thisMonth);
  const from = query.from ?? addMonths(to, 1 - REPORTING_DEFAULT_MONTHS);
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return {
    from,
    to,
    start: startOfMonth(from, club.timeZone),
    end: startOfMonth(addMonths(to, 1), club.timeZone),
    months,
  };
}
