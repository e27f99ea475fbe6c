import type { IncomeAnalysisResponse, IncomeTerm, PeriodQuery } from '@clubroom/domain/api';
import { termDaysOf } from '@clubroom/domain/rules';
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
 * The income analysis: the club's card money per month of the period; per term with a session in the
 * period what its orders charge, booked (not cancelled), paid and outstanding; and everything owed now,
 * whatever the period.
 */
export async function incomeAnalysis(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency'>,
  query: PeriodQuery,
): Promise<IncomeAnalysisResponse> {
  const period = periodOf(query, club, deps.clock());
  const [months, termRows, outstanding] = await Promise.all([
    incomeByMonth(deps, club, period),
    deps.repo.termsMoney(club.id, { window: { start: period.start, end: period.end, timeZone: club.timeZone } }),
    deps.repo.outstanding(club.id),
  ]);
  const terms = termRows.map((row): IncomeTerm => ({
    termId: row.termId,
    name: row.name,
    ...termDaysOf({ startsAt: toEpoch(row.startsAt), endsAt: toEpoch(row.endsAt) }, club.timeZone),
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
    outstanding,
  };
}
