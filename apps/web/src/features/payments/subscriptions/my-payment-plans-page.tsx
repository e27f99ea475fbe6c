import type { ParentSubscription } from '@clubroom/domain/api';
import { endedStatuses } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { currencySymbolFor, formatLongDate, formatMoney } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context';
import { userMessage } from '../../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../../ui/buttons';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DetailList } from '../../../ui/detail-list';
import { FormAlert } from '../../../ui/form-alert';
import { LoadFailed } from '../../../ui/load-failed';
import { Loading } from '../../../ui/loading';
import { ResourceState } from '../../../ui/resource-state';
import { SpinnerButton } from '../../../ui/spinner-button';
import { cardNameOf } from '../saved-cards/card-words';
import { useChangeMyPlan, useMyPlan, useMyPlans } from './use-my-plans';

const t = messages.subscriptions.mine;
const statuses = messages.subscriptions.admin.statuses;

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** One plan: what it pays for, its amount, trial, next payment, card and order; cancel or keep it. */
function PlanCard({ plan }: { plan: ParentSubscription }) {
  const tz = useClub().timeZone;
  const detail = useMyPlan(plan.subscriptionId);
  const change = useChangeMyPlan(plan.subscriptionId);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `plan-${plan.subscriptionId}`;
  const money = (amount: number) => formatMoney(amount, currencySymbolFor(plan.currency));
  const date = (iso: string) => formatLongDate(seconds(iso), tz);
  const body = () => {
    if (detail.isPending) return <Loading lines={3} />;
    if (detail.isError) return <LoadFailed message={t.loadFailed} retry={detail.refetch} />;
    const p = detail.data;
    const ended = endedStatuses.includes(p.status);
    const items: [string, ReactNode][] = [
      [
        t.places,
        p.places.length === 0 ? (
          t.noPlaces
        ) : (
          <ul>
            {p.places.map((place, i) => (
              <li key={i}>
                {place.childName}: {place.className}
              </li>
            ))}
          </ul>
        ),
      ],
      [t.amount, t.perMonth(money(p.cost))],
    ];
    if (p.status === 'trialing' && p.trialEnd) items.push([t.trialEnds, date(p.trialEnd)]);
    if (!ended)
      items.push([
        t.nextPayment,
        p.nextPaymentAt ? t.nextPaymentOn(money(p.cost), date(p.nextPaymentAt)) : t.noNextPayment,
      ]);
    if (!ended) items.push([t.card, p.card ? cardNameOf(p.card) : t.noCard]);
    return (
      <div className="space-y-4">
        <DetailList items={items} />
        {p.endsAt && <FormAlert tone="info">{t.endsOn(date(p.endsAt))}</FormAlert>}
        {ended && <p className="text-gray-700">{t.ended}</p>}
        {done && <FormAlert tone="info">{done}</FormAlert>}
        {change.isError && <FormAlert>{userMessage(change.error)}</FormAlert>}
        <div className="flex flex-wrap items-center gap-3">
          {!ended && !p.endsAt && p.nextPaymentAt && (
            <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
              {t.cancel}
              <span className="sr-only">: {p.planName}</span>
            </button>
          )}
          {!ended && p.endsAt && (
            <SpinnerButton
              type="button"
              className={primaryButton}
              loading={change.isPending}
              onClick={() =>
                change.mutate('reactivate', {
                  onSuccess: () => setDone(t.reactivated),
                })
              }
            >
              {t.keep}
            </SpinnerButton>
          )}
          {p.orderUuid && (
            <Link className={textButton} to={pagePath(clubPages.order, { uuid: p.orderUuid })}>
              {t.viewOrder}
              <span className="sr-only">: {p.planName}</span>
            </Link>
          )}
        </div>
        <ConfirmDialog
          open={asking}
          title={t.cancelTitle}
          body={t.cancelBody(date(p.currentPeriodEnd))}
          confirmLabel={t.cancel}
          cancelLabel={t.keep}
          pending={change.isPending}
          onConfirm={() =>
            change.mutate('cancel', {
              onSuccess: ({ data }) => setDone(data.endsAt ? t.cancelled(date(data.endsAt)) : null),
              onSettled: () => setAsking(false),
            })
          }
          onCancel={() => setAsking(false)}
        />
      </div>
    );
  };
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {plan.planName}
        </h2>
        <span className="shrink-0 rounded bg-gray-100 px-2 py-0.5 text-sm font-bold">
          {statuses[detail.data?.status ?? plan.status] ?? plan.status}
        </span>
      </div>
      {body()}
    </li>
  );
}

/** /dashboard/payment-plans: the parent's monthly payment plans at the club, each with its places, payments and card. */
export default function MyPaymentPlansPage() {
  const plans = useMyPlans();
  return (
    <ResourceState query={{ ...plans, notFound: false }} title={() => t.title}>
      {(data) => (
        <div className="space-y-6">
          <Link className={textButton} to={clubPages.dashboard.path}>
            {messages.family.backToAccount}
          </Link>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
          <p className="text-gray-700">{t.intro}</p>
          {data.length === 0 ? (
            <div className="space-y-3">
              <p className="font-semibold">{t.none}</p>
              <p className="text-gray-700">{t.noneHint}</p>
              <Link className={primaryButton} to={clubPages.schedule.path}>
                {messages.myBookings.findAClass}
              </Link>
            </div>
          ) : (
            <ul className="space-y-4" aria-label={t.title}>
              {data.map((plan) => (
                <PlanCard key={plan.subscriptionId} plan={plan} />
              ))}
            </ul>
          )}
        </div>
      )}
    </ResourceState>
  );
}
