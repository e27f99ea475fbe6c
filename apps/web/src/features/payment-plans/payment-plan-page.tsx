import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { repriceableStatuses } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatMoney, formatShortDate, isCanonicalId } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../lib/api-client';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { BackLink } from '../../ui/back-link';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { ChangePlanDialog } from './change-plan-dialog';
import { ChangeTrialDialog } from './change-trial-dialog';
import { amountLabel, placesLabel, statusLabel } from './plan-words';
import { useChangePaymentPlan, usePaymentPlan } from './use-payment-plans';

const t = messages.subscriptions.admin;

function DialogButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={secondaryButton} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

function PlanDetail({ plan }: { plan: ClubSubscriptionResponse['subscription'] }) {
  const { currencySymbol, timeZone } = useClub();
  const change = useChangePaymentPlan(plan.subscriptionId);
  const [confirming, setConfirming] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const [changingTrial, setChangingTrial] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const openDialog = (setOpen: (open: boolean) => void) => {
    setDone(null);
    setOpen(true);
  };
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
          ...(plan.trialEnd ? [[t.trialEnds, date(plan.trialEnd)] as [string, string]] : []),
          ...(plan.orderUuid
            ? [
                [
                  t.order,
                  <Link className="underline" to={`/order/${plan.orderUuid}`}>
                    {plan.orderUuid}
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
      <div className="flex flex-wrap gap-2">
        {repriceableStatuses.includes(plan.status) && (
          <DialogButton label={t.changePlan} disabled={change.isPending} onClick={() => openDialog(setChangingPlan)} />
        )}
        {plan.status === 'trialing' && (
          <DialogButton
            label={t.changeTrial}
            disabled={change.isPending}
            onClick={() => openDialog(setChangingTrial)}
          />
        )}
        {plan.status === 'paused' ? (
          <SpinnerButton
            type="button"
            className={secondaryButton}
            loading={change.isPending}
            onClick={() => change.mutate('resume')}
          >
            {t.resume}
          </SpinnerButton>
        ) : (
          ['active', 'trialing', 'past_due', 'unpaid'].includes(plan.status) && (
            <SpinnerButton
              type="button"
              className={secondaryButton}
              loading={change.isPending}
              onClick={() => change.mutate('pause')}
            >
              {t.pause}
            </SpinnerButton>
          )
        )}
        {!['canceled', 'incomplete_expired'].includes(plan.status) && (
          <button
            type="button"
            className={dangerButton}
            disabled={change.isPending}
            onClick={() => setConfirming(true)}
          >
            {t.cancel}
          </button>
        )}
      </div>
      {change.isError && <FormAlert>{userMessage(change.error)}</FormAlert>}
      {changingPlan && (
        <ChangePlanDialog
          plan={plan}
          open
          onClose={() => setChangingPlan(false)}
          onChanged={(amount) => {
            setChangingPlan(false);
            setDone(t.planChanged(formatMoney(amount, currencySymbol)));
          }}
        />
      )}
      {changingTrial && (
        <ChangeTrialDialog
          plan={plan}
          onClose={() => setChangingTrial(false)}
          onChanged={(changed) => {
            setChangingTrial(false);
            setDone(
              changed.status === 'trialing' && changed.trialEnd ? t.trialChanged(date(changed.trialEnd)) : t.trialEnded,
            );
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t.cancel}
        body={t.cancelConfirm}
        confirmLabel={t.cancel}
        cancelLabel={messages.adminOrders.cancel}
        pending={change.isPending}
        onConfirm={() => change.mutate('cancel', { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** /cms/subscriptions/:subscriptionId: one payment plan, paused, resumed or cancelled by staff with financial access. */
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
