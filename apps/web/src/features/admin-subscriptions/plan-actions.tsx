import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { collectingStatuses, endedStatuses, repriceableStatuses } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney, formatShortDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { ChangeTrialDialog } from './change-trial-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangePaymentPlan, usePromptSetup, useUnrejectPlan, type PlanChange } from './use-payment-plans';

const t = messages.subscriptions.admin;
const COLLECTING = collectingStatuses;
const ENDED = endedStatuses;

type Plan = ClubSubscriptionResponse['subscription'];
type Dialog = 'price' | 'trial' | 'cancel' | 'unreject' | null;

function ActionButton({
  label,
  onClick,
  busy,
  className = secondaryButton,
}: {
  label: string;
  onClick: () => void;
  busy: boolean;
  className?: string;
}) {
  return (
    <SpinnerButton type="button" className={className} loading={busy} onClick={onClick}>
      {label}
    </SpinnerButton>
  );
}

/** What the page says once a plan is cancelled: when it ends, or what became of its places. */
function cancelledMessage(how: PlanChange, changed: Plan, date: (epoch: number) => string): string | null {
  if (changed.endsAt !== null) return t.endScheduled(date(changed.endsAt));
  if (how === 'cancel-with-places') return t.cancelledWithPlaces;
  return changed.places.some((p) => p.booked) ? t.cancelledKeepingPlaces : null;
}

/**
 * What staff can do to a plan from where it is: change its prices or trial, pause or resume it,
 * reactivate it while it is set to end, cancel it (now or when its period ends). `onDone` says
 * what changed, for the page to show.
 */
export function PlanActions({ plan, onDone }: { plan: Plan; onDone: (message: string | null) => void }) {
  const { currencySymbol, timeZone } = useClub();
  const change = useChangePaymentPlan(plan.subscriptionId);
  const prompt = usePromptSetup(plan.subscriptionId);
  const unreject = useUnrejectPlan(plan.subscriptionId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const open = (which: Dialog) => {
    onDone(null);
    setDialog(which);
  };
  const make = (what: PlanChange, message: (changed: Plan) => string | null = () => null) =>
    change.mutate(what, {
      onSuccess: (answer) => onDone(message(answer.subscription)),
      onSettled: () => setDialog(null),
    });
  const busy = change.isPending || prompt.isPending || unreject.isPending;
  const failed = [change, prompt, unreject].find((m) => m.isError)?.error;
  const date = (epoch: number) => formatShortDate(epoch, timeZone);

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {repriceableStatuses.includes(plan.status) && (
          <ActionButton label={t.changePlan} busy={busy} onClick={() => open('price')} />
        )}
        {plan.status === 'trialing' && <ActionButton label={t.changeTrial} busy={busy} onClick={() => open('trial')} />}
        {plan.status === 'paused' && <ActionButton label={t.resume} busy={busy} onClick={() => make('resume')} />}
        {COLLECTING.includes(plan.status) && <ActionButton label={t.pause} busy={busy} onClick={() => make('pause')} />}
        {plan.endsAt !== null && (
          <ActionButton label={t.reactivate} busy={busy} onClick={() => make('reactivate', () => t.reactivated)} />
        )}
        {plan.status === 'incomplete' && (
          <ActionButton
            label={t.prompt}
            busy={busy}
            onClick={() => {
              onDone(null);
              prompt.mutate(undefined, { onSuccess: ({ emailedTo }) => onDone(t.prompted(emailedTo)) });
            }}
          />
        )}
        {plan.restartable && <ActionButton label={t.unreject} busy={busy} onClick={() => open('unreject')} />}
        {!ENDED.includes(plan.status) && (
          <ActionButton label={t.cancel} busy={busy} className={dangerButton} onClick={() => open('cancel')} />
        )}
      </div>
      {failed && <FormAlert>{userMessage(failed)}</FormAlert>}
      <ConfirmDialog
        open={dialog === 'unreject'}
        title={t.unreject}
        body={t.unrejectConfirm}
        confirmLabel={t.unreject}
        cancelLabel={t.back}
        pending={unreject.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          unreject.mutate(undefined, { onSuccess: () => onDone(t.unrejected), onSettled: () => setDialog(null) })
        }
      />
      {dialog === 'price' && (
        <ChangePlanDialog
          plan={plan}
          open
          onClose={() => setDialog(null)}
          onChanged={(amount) => {
            setDialog(null);
            onDone(t.planChanged(formatMoney(amount, currencySymbol)));
          }}
        />
      )}
      {dialog === 'trial' && (
        <ChangeTrialDialog
          plan={plan}
          onClose={() => setDialog(null)}
          onChanged={(changed) => {
            setDialog(null);
            onDone(
              changed.status === 'trialing' && changed.trialEnd ? t.trialChanged(date(changed.trialEnd)) : t.trialEnded,
            );
          }}
        />
      )}
      {dialog === 'cancel' && (
        <CancelPlanDialog
          plan={plan}
          pending={busy}
          onClose={() => setDialog(null)}
          onCancel={(how) => make(how, (changed) => cancelledMessage(how, changed, date))}
        />
      )}
    </>
  );
}
