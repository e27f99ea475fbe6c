import { subscriptionTabNames, type SubscriptionTab } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatShortDate, isCanonicalId } from '@clubroom/domain/rules';
import { Link, useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { amountLabel, placesLabel, statusLabel } from './plan-words';
import { PlansByClass, PlansSummary } from './plans-overview';
import { usePaymentPlans } from './use-payment-plans';

const t = messages.subscriptions.admin;

/**
 * /cms/subscriptions?tab=&runId=: the club's payment plans, a tab of statuses at a time (spec §4's lists), of one
 * class when it is named; above them what each tab holds and takes a month, below them the classes sold as plans.
 */
export default function PaymentPlansPage() {
  const [params, setParams] = useSearchParams();
  const tab = subscriptionTabNames.find((name) => name === params.get('tab')) ?? 'all';
  const runId = isCanonicalId(params.get('runId') ?? '') ? Number(params.get('runId')) : undefined;
  const plans = usePaymentPlans(tab, runId);
  const className = runId ? plans.data?.subscriptions[0]?.places.find((p) => p.runId === runId)?.className : null;
  const { currencySymbol, timeZone } = useClub();
  usePageTitle(t.title);
  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-3 py-2 font-semibold ${active ? 'border-primary text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`;
  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.title} />
      <PlansSummary />
      {runId && (
        <p className="rounded bg-panel p-3">
          {className ? t.onlyClass(className) : null}{' '}
          <Link className="underline" to={tab === 'all' ? '?' : `?tab=${tab}`}>
            {t.allClasses}
          </Link>
        </p>
      )}
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-gray-300">
        {subscriptionTabNames.map((name: SubscriptionTab) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === tab}
            className={tabClass(name === tab)}
            onClick={() =>
              setParams({ ...(name === 'all' ? {} : { tab: name }), ...(runId ? { runId: String(runId) } : {}) })
            }
          >
            {t.tabs[name]}
            {plans.data && ` (${plans.data.counts[name] ?? 0})`}
          </button>
        ))}
      </div>
      {plans.isPending && <Loading lines={4} />}
      {plans.isError && <LoadFailed message={t.loadFailed} retry={plans.refetch} />}
      {plans.data &&
        (plans.data.subscriptions.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">{t.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <thead>
                <tr className="border-b border-gray-300 text-sm">
                  <th className="py-2 pr-3">{t.parent}</th>
                  <th className="py-2 pr-3">{t.places}</th>
                  <th className="py-2 pr-3">{t.plan}</th>
                  <th className="py-2 pr-3">{t.amount}</th>
                  <th className="py-2 pr-3">{t.status}</th>
                  <th className="py-2">{t.trialEnds}</th>
                </tr>
              </thead>
              <tbody>
                {plans.data.subscriptions.map((plan) => (
                  <tr key={plan.subscriptionId} className="border-b border-gray-200 align-top">
                    <td className="py-2 pr-3">
                      <Link
                        className="font-semibold underline"
                        to={pagePath(clubPages.paymentPlan, { subscriptionId: plan.subscriptionId })}
                      >
                        {plan.parent.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{placesLabel(plan)}</td>
                    <td className="py-2 pr-3">{plan.planName}</td>
                    <td className="py-2 pr-3">{amountLabel(plan, currencySymbol)}</td>
                    <td className="py-2 pr-3">{statusLabel(plan.status)}</td>
                    <td className="py-2">{plan.trialEnd ? formatShortDate(plan.trialEnd, timeZone) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <PlansByClass />
    </div>
  );
}
