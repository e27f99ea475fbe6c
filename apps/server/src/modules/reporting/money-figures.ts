import type { IncomeMonth } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { incomeByMonth } from './income-by-month.js';
import type { ReportingRepository } from './reporting.repository.js';
import { periodOf } from './reporting-period.js';

/**
 * The money figures other modules show (the club home's month, the orders list's outstanding per term), read
 * from the reports' own queries: the home, Orders and Financials cannot disagree (docs/club-admin.md).
 */
export function moneyFigures(repo: ReportingRepository) {
  return {
    /** The club-local month `now` is in, as Financials shows that month: card money, platform fees and net. */
    async monthOf(club: Pick<ResolvedClub, 'id' | 'timeZone'>, now: Date): Promise<IncomeMonth> {
      const { to: thisMonth } = periodOf({}, club, now);
      const [month] = await incomeByMonth({ repo }, club, periodOf({ from: thisMonth, to: thisMonth }, club, now));
      return month!;
    },

    /** What the term's orders waiting for payment will charge: Financials' outstanding for the term. */
    async termOutstanding(clubId: number, termId: number): Promise<number> {
      const [term] = await repo.termsMoney(clubId, { termIds: [termId] });
      return term?.outstanding ?? 0;
    },
  };
}

export type MoneyFigures = ReturnType<typeof moneyFigures>;
