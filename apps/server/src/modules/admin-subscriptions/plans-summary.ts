import type { ClubPlan, SubscriptionsSummary } from '@clubroom/domain/api';
import { subscriptionTabs } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SubscriptionsDeps, StatusTotals } from '../subscriptions/index.js';

/** The statuses' totals gathered into the list's tabs (a status in several tabs counts in each). */
export function byTab(totals: StatusTotals): SubscriptionsSummary['tabs'] {
  return Object.fromEntries(
    Object.entries(subscriptionTabs).map(([name, statuses]) => {
      const inTab = Object.entries(totals).filter(
        ([status]) => statuses === null || (statuses as readonly string[]).includes(status),
      );
      return [
        name,
        {
          count: inTab.reduce((sum, [, t]) => sum + t.count, 0),
          monthlyAmount: inTab.reduce((sum, [, t]) => sum + t.monthlyAmount, 0),
        },
      ];
    }),
  );
}

/** The payment plans' summary: how many, and what they take a month, in each tab and status (one query). */
export async function subscriptionsSummary(
  deps: SubscriptionsDeps,
  club: Pick<ResolvedClub, 'id'>,
): Promise<SubscriptionsSummary> {
  const statuses = await deps.subscriptions.statusTotalsOfClub(club.id);
  return { tabs: byTab(statuses), statuses };
}

/** The club's classes sold as monthly plans, with how many plans pay for each in each tab. */
export async function clubPlans(
  deps: SubscriptionsDeps,
  club: Pick<ResolvedClub, 'id'>,
): Promise<{ plans: ClubPlan[] }> {
  const plans = await deps.subscriptions.plansOfClub(club.id);
  return {
    plans: plans.map(({ byStatus, termStartsAt: _, ...plan }) => {
      const totals = Object.fromEntries(
        Object.entries(byStatus).map(([status, count]) => [status, { count, monthlyAmount: 0 }]),
      );
      return {
        ...plan,
        counts: Object.fromEntries(Object.entries(byTab(totals)).map(([tab, { count }]) => [tab, count])),
      };
    }),
  };
}
