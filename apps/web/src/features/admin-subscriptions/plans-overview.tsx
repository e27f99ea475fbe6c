import { subscriptionTabNames } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, ordinal } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { useClubPlans, usePlansSummary } from './use-payment-plans';

const t = messages.subscriptions.admin;

/** How many plans, and what they take a month, in each tab: the server's one sum. */
export function PlansSummary() {
  const summary = usePlansSummary();
  const { currencySymbol } = useClub();
  if (summary.isPending) return <Loading lines={2} of="section" />;
  if (summary.isError) return <LoadFailed message={t.loadFailed} retry={summary.refetch} />;
  return (
    <section aria-labelledby="plans-summary">
      <h2 id="plans-summary" className="sr-only">
        {t.summary}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {subscriptionTabNames.map((tab) => {
          const totals = summary.data.tabs[tab] ?? { count: 0, monthlyAmount: 0 };
          return (
            <div key={tab} className="rounded border border-gray-300 p-2">
              <dt className="text-sm text-gray-700">{t.tabs[tab]}</dt>
              <dd className="font-semibold">
                {t.summaryLine(totals.count, formatMoney(totals.monthlyAmount, currencySymbol))}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The classes sold as monthly plans (the plans list per class), each linking to its plans. */
export function PlansByClass() {
  const plans = useClubPlans();
  const { currencySymbol } = useClub();
  return (
    <section aria-labelledby="plans-by-class" className="space-y-2">
      <h2 id="plans-by-class" className="text-lg font-semibold">
        {t.plansByClass}
      </h2>
      {plans.isPending && <Loading lines={2} />}
      {plans.isError && <LoadFailed message={t.loadFailed} retry={plans.refetch} />}
      {plans.data &&
        (plans.data.plans.length === 0 ? (
          <p className="text-gray-700">{t.noPlanClasses}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded border border-gray-300">
            {plans.data.plans.map((plan) => (
              <li key={plan.runId} className="space-y-1 p-3">
                <p className="font-semibold">
                  {plan.className} <span className="font-normal text-gray-700">({plan.termName})</span>
                </p>
                <p className="text-sm">
                  {t.planTerms(
                    formatMoney(plan.monthlyPrice, currencySymbol),
                    plan.trialDays,
                    plan.billingDay === null ? null : ordinal(plan.billingDay),
                  )}
                </p>
                <p className="text-sm">
                  {t.planCounts(plan.counts.successful ?? 0, plan.counts.waiting ?? 0, plan.counts.problem ?? 0)}{' '}
                  <Link className="underline" to={`${clubPages.paymentPlans.path}?runId=${plan.runId}`}>
                    {t.showPlans(plan.className)}
                  </Link>
                </p>
                {plan.onWaitingList > 0 && (
                  <p className="text-sm">
                    {t.onWaitingList(plan.onWaitingList)}{' '}
                    <Link className="underline" to={pagePath(clubPages.register, { runId: plan.runId })}>
                      {t.waitingList(plan.className)}
                    </Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
