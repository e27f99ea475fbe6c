import type { PayoutDetailsResponse, PeriodQuery } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { incomeByMonth } from './income-by-month.js';
import type { ReportingDeps } from './reporting-deps.js';
import { periodOf } from './reporting-period.js';

/**
 * What the card provider should pay the club per month: payments − refunds − platform fees. Worked
 * out from the payments stored here; the payouts themselves (and the provider's own processing fee)
 * are in the provider's dashboard, so nothing here calls the provider.
 */
export async function payoutDetails(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency'>,
  query: PeriodQuery,
): Promise<PayoutDetailsResponse> {
  const period = periodOf(query, club, deps.clock());
  const months = (await incomeByMonth(deps, club, period)).map(({ month, taken, refunded, platformFees, net }) => ({
    month,
    taken,
    refunded,
    platformFees,
    expected: net,
  }));
  return {
    period: { from: period.from, to: period.to },
    currency: club.currency,
    months,
    total: months.reduce((sum, month) => sum + month.expected, 0),
  };
}
