import { messages } from '@clubroom/domain/messages';
import { userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';
import { useClubSubscription, useSubscriptionAction } from './use-pay-settings';

const t = messages.paySettings;

/** Support's reset (and restore) of the club's card-provider subscription id; each button waits 3 seconds. */
export function SubscriptionTools() {
  const query = useClubSubscription();
  const reset = useSubscriptionAction('reset');
  const restore = useSubscriptionAction('restore');
  const resetCountdown = useCountdown(3);
  const restoreCountdown = useCountdown(3);
  const failed = reset.error ?? restore.error;
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{t.subscriptionTitle}</h2>
      <p className="text-gray-700">{t.subscriptionIntro}</p>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={2} />
      ) : (
        <ul className="text-sm">
          <li>{t.subscriptionCurrent(query.data.subscriptionId)}</li>
          <li>{t.subscriptionPrevious(query.data.previousSubscriptionId)}</li>
        </ul>
      )}
      {failed && <FormAlert>{userMessage(failed)}</FormAlert>}
      {reset.isSuccess && <FormAlert tone="info">{t.subscriptionReset}</FormAlert>}
      {restore.isSuccess && <FormAlert tone="info">{t.subscriptionRestored}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <CountdownButton
          left={resetCountdown.left}
          loading={reset.isPending}
          onClick={() => {
            restore.reset();
            reset.mutate(undefined, { onSettled: resetCountdown.restart });
          }}
        >
          {t.resetSubscription}
        </CountdownButton>
        <CountdownButton
          className={secondaryButton}
          left={restoreCountdown.left}
          loading={restore.isPending}
          disabled={!query.data?.previousSubscriptionId}
          onClick={() => {
            reset.reset();
            restore.mutate(undefined, { onSettled: restoreCountdown.restart });
          }}
        >
          {t.restoreSubscription}
        </CountdownButton>
      </div>
    </section>
  );
}
