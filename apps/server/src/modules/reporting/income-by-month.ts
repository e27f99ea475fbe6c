import type { IncomeMonth } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ReportingDeps } from './reporting-deps.js';
import type { Period } from './reporting-period.js';

/**
 * The club's card money per club-local month of the period, every month (an empty one as zeros):
 * what payments took, what refunds gave back, the platform's share (less what refunds returned of
 * it) and what that leaves the club. Two grouped queries, whatever the period.
 */
export async function incomeByMonth(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  period: Period,
): Promise<IncomeMonth[]> {
  const window = { start: period.start, end: period.end, timeZone: club.timeZone };
  const [paid, refunded] = await Promise.all([
    deps.repo.paymentsByMonth(club.id, window),
    deps.repo.refundsByMonth(club.id, window),
  ]);
  const paidIn = new Map(paid.map((row) => [row.month, row]));
  const refundedIn = new Map(refunded.map((row) => [row.month, row]));
  return period.months.map((month) => {
    const p = paidIn.get(month);
    const r = refundedIn.get(month);
    const taken = p?.taken ?? 0;
    const refundedAmount = r?.refunded ?? 0;
    const platformFees = (p?.platformFees ?? 0) - (r?.platformFeesReturned ?? 0);
    return {
      month,
      payments: p?.payments ?? 0,
      taken,
      passedOnFees: p?.passedOnFees ?? 0,
      refunded: refundedAmount,
      platformFees,
      net: taken - refundedAmount - platformFees,
    };
  });
}
