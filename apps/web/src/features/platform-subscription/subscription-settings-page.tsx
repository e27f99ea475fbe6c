import type { PlatformPlan, PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatShortDate } from '@clubroom/domain/rules';
import { PageTitle } from '../../lib/page-title';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { PlatformInvoices } from './platform-invoices';
import { CardSessionReturn } from './card-session-return';
import { SubscriptionActions } from './subscription-actions';
import { usePlatformSubscription, useStartCheckout } from './use-platform-subscription';
import { FinancialContent } from '../../ui/financial-content';

/** Statuses still charged at the period's end: the club can change or cancel them. */
const RENEWING = ['active', 'trialing', 'past_due'];

const t = messages.platformSubscription;

/** /cms/settings/subscription: the club's subscription to Clubroom (spec: subscription settings). */
export default function SubscriptionSettingsPage() {
  const query = usePlatformSubscription();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.title} />
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      <CardSessionReturn />
      <FinancialContent query={query} texts={t}>
        {(settings) => <Subscription settings={settings} />}
      </FinancialContent>
    </div>
  );
}

function Subscription({ settings }: { settings: PlatformSubscriptionSettings }) {
  const { timeZone } = useClub();
  const { subscription, standing } = settings;
  const lapsed = standing.kind === 'grace' || standing.kind === 'read-only';
  return (
    <>
      {settings.setUpNewOne && <FormAlert tone="info">{t.setUpNewOne}</FormAlert>}
      {subscription && (
        <section className="space-y-3">
          <DetailList
            items={[
              [
                t.yourPlan,
                `${subscription.plan.name} (${t.planPrice(subscription.plan.amount, subscription.plan.interval)})`,
              ],
              [t.status, t.statusNames[subscription.status] ?? subscription.status],
              subscription.endsAt === null
                ? [
                    t.nextPayment,
                    subscription.nextPaymentAt === null
                      ? t.noNextPayment
                      : formatShortDate(subscription.nextPaymentAt, timeZone),
                  ]
                : [t.endsAt, formatShortDate(subscription.endsAt, timeZone)],
              [
                t.card,
                subscription.card
                  ? t.cardLine(
                      subscription.card.brand,
                      subscription.card.last4,
                      subscription.card.expMonth,
                      subscription.card.expYear,
                    )
                  : t.noCard,
              ],
            ]}
          />
          {RENEWING.includes(subscription.status) && (
            <SubscriptionActions subscription={subscription} plans={settings.plans} />
          )}
          <PlatformInvoices />
        </section>
      )}
      {(!subscription || lapsed) && <PlanChoice plans={settings.plans} />}
    </>
  );
}

/** The plans offered, each with its Subscribe button (to the hosted checkout). */
function PlanChoice({ plans }: { plans: PlatformPlan[] }) {
  const start = useStartCheckout();
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{t.choosePlan}</h2>
      {start.isError && <FormAlert>{userMessage(start.error)}</FormAlert>}
      {plans.length === 0 ? (
        <p className="text-gray-700">{t.noPlans}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-2 rounded-lg border border-gray-300 p-4">
              <span className="text-lg font-semibold">{plan.name}</span>
              <span className="font-semibold">{t.planPrice(plan.amount, plan.interval)}</span>
              {plan.description && <span className="text-gray-700">{plan.description}</span>}
              <SpinnerButton
                type="button"
                loading={start.isPending && start.variables === plan.id}
                disabled={start.isPending || start.isSuccess}
                loadingLabel={t.subscribing}
                onClick={() => start.mutate(plan.id)}
              >
                {t.subscribe(plan.name)}
              </SpinnerButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
