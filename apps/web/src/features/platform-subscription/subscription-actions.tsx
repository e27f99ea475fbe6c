import type { PlatformPlan, PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatShortDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { useCancelPlatformSubscription, useChangePlatformPlan, useStartCardSession } from './use-platform-subscription';

const t = messages.platformSubscription;
type Current = NonNullable<PlatformSubscriptionSettings['subscription']>;

/**
 * What the club can do to a subscription that still renews: another plan (of the same billing period at once, of
 * another from the period's end; the current one too once cancelled or changing: keeping it takes that back), a new
 * card through the provider's page, and cancelling at the period's end, confirmed first.
 */
export function SubscriptionActions({ subscription, plans }: { subscription: Current; plans: PlatformPlan[] }) {
  const { timeZone } = useClub();
  const change = useChangePlatformPlan();
  const cancel = useCancelPlatformSubscription();
  const card = useStartCardSession();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancelling = subscription.endsAt !== null;
  const scheduled = subscription.scheduledChange;
  const choices = plans.filter(
    (plan) =>
      plan.currency === subscription.plan.currency &&
      plan.id !== scheduled?.plan.id &&
      (cancelling || scheduled !== null || plan.id !== subscription.plan.id),
  );
  const outcomeOf = (plan: PlatformPlan) =>
    plan.interval === subscription.plan.interval || subscription.nextPaymentAt === null
      ? t.planChanged(plan.name)
      : t.planScheduled(plan.name, formatShortDate(subscription.nextPaymentAt, timeZone));
  const failed = [change, cancel, card].find((m) => m.isError)?.error;
  const busy = change.isPending || cancel.isPending || card.isPending || card.isSuccess;
  const periodEnd = subscription.endsAt ?? subscription.nextPaymentAt;

  return (
    <div className="space-y-4">
      {cancelling && <FormAlert tone="info">{t.endsOn(formatShortDate(subscription.endsAt!, timeZone))}</FormAlert>}
      {scheduled && (
        <FormAlert tone="info">{t.changesTo(scheduled.plan.name, formatShortDate(scheduled.at, timeZone))}</FormAlert>
      )}
      {done && <FormAlert tone="info">{done}</FormAlert>}
      {failed && <FormAlert>{userMessage(failed)}</FormAlert>}
      {choices.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-xl font-semibold">{t.changePlan}</h2>
          <p className="text-gray-700">{t.changePlanIntro}</p>
          <ul className="space-y-2">
            {choices.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 p-3"
              >
                <span>
                  <span className="font-semibold">{plan.name}</span> ({t.planPrice(plan.amount, plan.interval)})
                </span>
                <SpinnerButton
                  type="button"
                  className={secondaryButton}
                  loading={change.isPending && change.variables === plan.id}
                  loadingLabel={t.changingPlan}
                  disabled={busy}
                  onClick={() => change.mutate(plan.id, { onSuccess: () => setDone(outcomeOf(plan)) })}
                >
                  {plan.id === subscription.plan.id ? t.keepPlan(plan.name) : t.switchTo(plan.name)}
                </SpinnerButton>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <SpinnerButton
          type="button"
          className={secondaryButton}
          loading={card.isPending || card.isSuccess}
          loadingLabel={t.openingCardPage}
          disabled={busy}
          onClick={() => card.mutate()}
        >
          {t.changeCard}
        </SpinnerButton>
        {!cancelling && periodEnd !== null && (
          <button type="button" className={dangerButton} disabled={busy} onClick={() => setConfirming(true)}>
            {t.cancelSubscription}
          </button>
        )}
      </div>
      {periodEnd !== null && (
        <ConfirmDialog
          open={confirming}
          title={t.cancelTitle}
          body={t.cancelBody(formatShortDate(periodEnd, timeZone))}
          confirmLabel={t.cancelSubscription}
          cancelLabel={t.keepSubscription}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
