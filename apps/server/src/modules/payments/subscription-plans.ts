import { messages } from '@clubroom/domain/messages';
import { mixesMonthlyPlan } from '@clubroom/domain/rules';
import type { PaymentsDeps } from './payments-deps.js';

/** What an order's monthly plan charges: one item per plan run booked, a month each. */
export interface OrderPlan {
  name: string;
  /** Minor units a month, all items together. */
  monthlyCost: number;
  /** The longest free trial of its runs (0: the first month is paid at once). */
  trialDays: number;
  /** The day of the month its payments are taken: its first run's with one (one subscription has one); else null. */
  billingDay: number | null;
  items: { runId: number; monthlyPrice: number; name: string }[];
  /** Every booking line of the order is a plan run's: the subscription pays for the whole order. */
  onlyPlans: boolean;
}

/** The monthly plan the order books (its lines for runs sold as plans), or null when it books none. */
export async function planOfOrder(deps: PaymentsDeps, orderId: number): Promise<OrderPlan | null> {
  const lines = await deps.repo.planLinesOf(orderId);
  const planned = lines.flatMap(({ type, runId, monthlyPlan, className }) =>
    type === 'plan' && runId !== null && monthlyPlan !== null
      ? [
          {
            runId,
            monthlyPrice: monthlyPlan.price,
            trialDays: monthlyPlan.trialDays,
            billingDay: monthlyPlan.billingDay ?? null,
            name: className ?? '',
          },
        ]
      : [],
  );
  if (planned.length === 0) return null;
  return {
    name: messages.subscriptions.planName(planned.map((p) => p.name).join(', ')),
    monthlyCost: planned.reduce((sum, p) => sum + p.monthlyPrice, 0),
    trialDays: Math.max(...planned.map((p) => p.trialDays)),
    billingDay: planned.find((p) => p.billingDay !== null)?.billingDay ?? null,
    items: planned.map(({ runId, monthlyPrice, name }) => ({ runId, monthlyPrice, name })),
    onlyPlans: !mixesMonthlyPlan(lines),
  };
}
