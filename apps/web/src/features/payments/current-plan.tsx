import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';

const t = messages.paymentPages;

/** The parent's subscription plan at the club, shown beside a one-off payment (spec §2). */
export function CurrentPlan({ plan, currency }: { plan: NonNullable<PaymentOrder['currentPlan']>; currency: string }) {
  return (
    <section aria-labelledby="current-plan-heading" className="rounded-md bg-gray-50 p-3 text-sm">
      <h2 id="current-plan-heading" className="font-semibold">
        {t.currentPlan}
      </h2>
      <p>{t.planLine(plan.name, formatMoney(plan.cost, currencySymbolFor(currency)), plan.frequency)}</p>
    </section>
  );
}
