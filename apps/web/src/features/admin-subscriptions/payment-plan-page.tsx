import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatShortDate, isCanonicalId } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../lib/api-client';
import { useClub } from '../../lib/club-context';
import { BackLink } from '../../ui/back-link';
import { DetailList } from '../../ui/detail-list';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { PlanActions } from './plan-actions';
import { PlanMoneySection } from './plan-money-section';
import { amountLabel, placesLabel, statusLabel } from './plan-words';
import { usePaymentPlan } from './use-payment-plans';

const t = messages.subscriptions.admin;

function PlanDetail({ plan }: { plan: ClubSubscriptionResponse['subscription'] }) {
  const { currencySymbol, timeZone } = useClub();
  const [done, setDone] = useState<string | null>(null);
  const date = (epoch: number | null) => (epoch === null ? t.noNextPayment : formatShortDate(epoch, timeZone));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{plan.parent.name}</h1>
      <DetailList
        items={[
          [t.status, statusLabel(plan.status)],
          [t.parent, `${plan.parent.name} (${plan.parent.email})`],
          [t.places, placesLabel(plan)],
          [t.plan, plan.planName],
          [t.amount, amountLabel(plan, currencySymbol)],
          [t.nextPayment, date(plan.nextPaymentAt)],
          ...(plan.endsAt ? [[t.endsOn, date(plan.endsAt)] as [string, string]] : []),
          ...(plan.trialEnd ? [[t.trialEnds, date(plan.trialEnd)] as [string, string]] : []),
          ...(plan.orderId !== null
            ? [
                [
                  t.order,
                  <Link className="underline" to={pagePath(clubPages.adminOrder, { orderId: plan.orderId })}>
                    {messages.adminOrders.orderTitle(plan.orderId)}
                  </Link>,
                ] as [string, ReactNode],
              ]
            : []),
        ]}
      />
      {done && (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {done}
        </p>
      )}
      <PlanActions plan={plan} onDone={setDone} />
      <PlanMoneySection plan={plan} onDone={setDone} />
    </div>
  );
}

/** /cms/subscriptions/:subscriptionId: one payment plan, and what staff with financial access can change of it. */
export default function PaymentPlanPage() {
  const { subscriptionId } = useParams();
  if (!subscriptionId || !isCanonicalId(subscriptionId)) return <NotFoundPage />;
  return <PlanOf subscriptionId={Number(subscriptionId)} />;
}

function PlanOf({ subscriptionId }: { subscriptionId: number }) {
  const plan = usePaymentPlan(subscriptionId);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={clubPages.paymentPlans.path}>{t.backToList}</BackLink>
      <ResourceState
        query={{ ...plan, data: plan.data?.subscription, notFound: isNotFound(plan.error) }}
        title={(p) => `${t.title}: ${p.parent.name}`}
      >
        {(p) => <PlanDetail plan={p} />}
      </ResourceState>
    </div>
  );
}
