import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatShortDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { CheckboxField } from '../../ui/fields';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';
import { placesLabel } from './plan-words';

const t = messages.subscriptions.admin;

type Plan = ClubSubscriptionResponse['subscription'];
/** How a plan is cancelled: at its period's end, now, or now with the places it pays for. */
export type PlanCancel = 'cancel' | 'cancel-at-period-end' | 'cancel-with-places';

/** What cancelling means for this plan: during a free trial nothing has been paid for yet. */
function descriptionOf(plan: Plan, periodEnd: string | null): string {
  if (!periodEnd) return t.cancelConfirm;
  return plan.status === 'trialing' ? t.cancelChoiceInTrial(periodEnd) : t.cancelChoice(periodEnd);
}

/**
 * Asks how to cancel a plan: when the period paid for ends (it can be reactivated until then),
 * offered while a next payment is due, or now. The places it pays for stay booked either way, and
 * it says so; cancelling now may take them too. Keep plan is first, and Escape keeps it.
 */
export function CancelPlanDialog({
  plan,
  pending,
  onCancel,
  onClose,
}: {
  plan: Plan;
  pending: boolean;
  onCancel: (how: PlanCancel) => void;
  onClose: () => void;
}) {
  const { timeZone } = useClub();
  const periodEnd = plan.nextPaymentAt === null ? null : formatShortDate(plan.nextPaymentAt, timeZone);
  const booked = plan.places.filter((p) => p.booked);
  const [withPlaces, setWithPlaces] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t.cancel}
      description={descriptionOf(plan, periodEnd)}
    >
      {booked.length > 0 && (
        <div className="mb-4 space-y-3">
          <p className="text-sm">{t.placesStay(placesLabel({ places: booked }))}</p>
          <CheckboxField
            id="cancel-plan-places"
            label={t.alsoCancelPlaces}
            checked={withPlaces}
            onChange={setWithPlaces}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} disabled={pending} onClick={onClose}>
          {t.keepPlan}
        </button>
        {periodEnd && !withPlaces && (
          <SpinnerButton
            type="button"
            className={secondaryButton}
            loading={pending}
            onClick={() => onCancel('cancel-at-period-end')}
          >
            {t.cancelAtPeriodEnd(periodEnd)}
          </SpinnerButton>
        )}
        <SpinnerButton
          type="button"
          className={dangerButton}
          loading={pending}
          onClick={() => onCancel(withPlaces ? 'cancel-with-places' : 'cancel')}
        >
          {withPlaces ? t.cancelPlanAndPlaces : t.cancelNow}
        </SpinnerButton>
      </div>
    </Modal>
  );
}
