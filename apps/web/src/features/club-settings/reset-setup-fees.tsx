import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';
import { useResetSetupFees } from './use-pay-settings';

const t = messages.paySettings;

/** Reset setup fees, after the confirm dialog's warning. */
export function ResetSetupFees() {
  const countdown = useCountdown(10);
  const reset = useResetSetupFees();
  const [asking, setAsking] = useState(false);
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{t.resetSetupFeesTitle}</h2>
      <p className="text-gray-700">{t.resetSetupFeesIntro}</p>
      {reset.isError && <FormAlert>{userMessage(reset.error)}</FormAlert>}
      {reset.isSuccess && <FormAlert tone="info">{t.resetSetupFeesDone}</FormAlert>}
      <CountdownButton left={countdown.left} loading={reset.isPending} onClick={() => setAsking(true)}>
        {t.resetSetupFees}
      </CountdownButton>
      <ConfirmDialog
        open={asking}
        title={t.resetSetupFeesTitle}
        body={t.resetSetupFeesConfirm}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        pending={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSettled: () => {
              setAsking(false);
              countdown.restart();
            },
          })
        }
      />
    </section>
  );
}
