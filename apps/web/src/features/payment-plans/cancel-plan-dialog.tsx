import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatShortDate } from '@clubroom/domain/rules';
import { useClub } from '../../lib/club-context';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';

const t = messages.subscriptions.admin;

/**
 * Asks how to cancel a plan: when the period paid for ends (it can be reactivated until then),
 * offered while a next payment is due, or now. Keep plan is first, and Escape keeps it.
 */
export function CancelPlanDialog({
  plan,
  pending,
  onCancel,
  onClose,
}: {
  plan: ClubSubscriptionResponse['subscription'];
  pending: boolean;
  onCancel: (when: 'cancel' | 'cancel-at-period-end') => void;
  onClose: () => void;
}) {
  const { timeZone } = useClub();
  const periodEnd = plan.nextPaymentAt === null ? null : formatShortDate(plan.nextPaymentAt, timeZone);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t.cancel}
      description={periodEnd ? t.cancelChoice(periodEnd) : t.cancelConfirm}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} disabled={pending} onClick={onClose}>
          {t.keepPlan}
        </button>
        {periodEnd && (
          <SpinnerButton
            type="button"
            className={secondaryButton}
            loading={pending}
            onClick={() => onCancel('cancel-at-period-end')}
          >
            {t.cancelAtPeriodEnd(periodEnd)}
          </SpinnerButton>
        )}
        <SpinnerButton type="button" className={dangerButton} loading={pending} onClick={() => onCancel('cancel')}>
          {t.cancelNow}
        </SpinnerButton>
      </div>
    </Modal>
  );
}
