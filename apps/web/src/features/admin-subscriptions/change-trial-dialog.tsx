import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney, localDateOf } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ConfirmStep } from '../../ui/confirm-step';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';
import { useChangeTrial } from './use-payment-plans';

const t = messages.subscriptions.admin;

type Plan = ClubSubscriptionResponse['subscription'];

/**
 * Moves a plan's free trial to another last day, or ends it now after a confirmation that says the
 * first payment is taken at once. The day is the club's; the server says why a day is refused.
 */
export function ChangeTrialDialog({
  plan,
  onClose,
  onChanged,
}: {
  plan: Plan;
  onClose: () => void;
  onChanged: (answer: Plan) => void;
}) {
  const { currencySymbol, timeZone } = useClub();
  const change = useChangeTrial(plan.subscriptionId);
  const [day, setDay] = useState(plan.trialEnd === null ? '' : localDateOf(plan.trialEnd, timeZone));
  const [ending, setEnding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);

  const send = async (trialEnd: string) => {
    setProblem(null);
    setDayError(null);
    try {
      onChanged((await change.mutateAsync({ trialEnd })).subscription);
    } catch (err) {
      const issue = fieldIssues(err).trialEnd;
      if (issue) setDayError(issue);
      else setProblem(userMessage(err));
      setEnding(false);
    }
  };

  return (
    <Modal open onOpenChange={(next) => !next && !change.isPending && onClose()} title={t.changeTrial}>
      {ending ? (
        <ConfirmStep
          backLabel={t.back}
          confirmLabel={t.endTrialNow}
          pendingLabel={t.changing}
          confirmClassName={dangerButton}
          pending={change.isPending}
          onBack={() => setEnding(false)}
          onConfirm={() => void send('now')}
        >
          {t.endTrialConfirm(formatMoney(plan.amount, currencySymbol))}
        </ConfirmStep>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send(day);
          }}
        >
          <p className="text-sm text-gray-700">{t.trialIntro}</p>
          {problem && <FormAlert>{problem}</FormAlert>}
          <TextField
            id="trial-ends-on"
            label={t.trialEndsOn}
            type="date"
            value={day}
            error={dayError}
            onChange={(event) => setDay(event.target.value)}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <button type="button" className={dangerButton} disabled={change.isPending} onClick={() => setEnding(true)}>
              {t.endTrialNow}
            </button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <button type="button" className={secondaryButton} onClick={onClose}>
                {messages.adminOrders.cancel}
              </button>
              <SpinnerButton
                type="submit"
                className={primaryButton}
                loading={change.isPending}
                loadingLabel={t.changing}
              >
                {t.saveTrial}
              </SpinnerButton>
            </div>
          </div>
        </form>
      )}
    </Modal>
  );
}
