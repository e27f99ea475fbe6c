import type { IncomeAnalysisResponse, IncomeTerm, PeriodQuery } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { incomeByMonth } from './income-by-month.js';
import type { ReportingDeps } from './reporting-deps.js';
import { periodOf } from './reporting-period.js';

const MONTH_MONEY = ['payments', 'taken', 'passedOnFees', 'refunded', 'platformFees', 'net'] as const;
const TERM_MONEY = ['booked', 'paid', 'outstanding'] as const;

/** Each of the keys summed over the rows. */
function totalsOf<K extends string>(rows: Record<K, number>[], keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as Record<
    K,
    number
  >;
}

/**
 * The income analysis: the club's card money per month of the period, and per term overlapping the
 * period what its runs were booked for (orders not cancelled, after discounts), paid and outstanding.
 */
export async function incomeAnalysis(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency'>,
  query: PeriodQuery,
): Promise<IncomeAnalysisResponse> {
  const period = periodOf(query, club, deps.clock());
  const [months, termRows] = await Promise.all([
    incomeByMonth(deps, club, period),
    deps.repo.termsIncome(club.id, { start: period.start, end: period.end, timeZone: club.timeZone }),
  ]);
  const terms = termRows.map((row): IncomeTerm => ({
    termId: row.termId,
    name: row.name,
    startDate: localDateOf(toEpoch(row.startsAt), club.timeZone),
    endDate: localDateOf(toEpoch(row.endsAt), club.timeZone),
    booked: row.booked,
    paid: row.paid,
    outstanding: row.outstanding,
  }));
  return {
    clientId: club.id,
    period: { from: period.from, to: period.to },
    currency: club.currency,
    months,
    monthTotals: totalsOf(months, MONTH_MONEY),
    terms,
    termTotals: totalsOf(terms, TERM_MONEY),
  };
}
