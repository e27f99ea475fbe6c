import type { IncomeMonth } from '@clubroom/domain/api';
import { netOf } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ReportingDeps } from './reporting-deps.js';
import type { Period } from './reporting-period.js';

/**
 * The club's card money per club-local month of the period, every month (an empty one as zeros):
 * what payments took, what refunds gave back, the platform's share (less what refunds returned of
 * it) and what that leaves the club (`netOf`). One grouped query, whatever the period.
 */
export async function incomeByMonth(
  deps: Pick<ReportingDeps, 'repo'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  period: Period,
): Promise<IncomeMonth[]> {
  const rows = await deps.repo.cardMoneyByMonth(club.id, {
    start: period.start,
    end: period.end,
    timeZone: club.timeZone,
  });
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return period.months.map((month) => {
    const { payments = 0, taken = 0, passedOnFees = 0, refunded = 0, platformFees = 0 } = byMonth.get(month) ?? {};
    return {
      month,
      payments,
      taken,
      passedOnFees,
      refunded,
      platformFees,
      net: netOf({ taken, refunded, platformFees }),
    };
  });
}
