import type { AdminRunSession, RunSessionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateTime, formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { useCancelRunSession, useRunSession } from './use-run-sessions';

const t = messages.runSessions;

/** Who is told, and what becomes of each child's money: the club's policy, then each place's share. */
function WhoAndMoney({ detail }: { detail: RunSessionResponse }) {
  const { currency } = useClub();
  const money = (amount: number) => formatMoney(amount, currencySymbolFor(currency));
  if (detail.families.length === 0) return <p>{t.cancel.nobodyBooked}</p>;
  const places = detail.families.flatMap((family) => family.places);
  return (
    <>
      <p>{t.cancel.told(detail.families.length)}</p>
      <ul className="list-disc pl-5">
        {detail.families.map((family) => (
          <li key={family.parentName}>
            {t.cancel.family(family.parentName, family.places.map((p) => p.childName).join(', '))}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{t.cancel.moneyHeading}</h3>
      <p>{t.staffMoney[detail.cancellationRefund]}</p>
      <ul className="list-disc pl-5">
        {places.map((place) => (
          <li key={place.childName}>
            {place.paymentPlan
              ? t.staffMoney.plan(place.childName)
              : place.share > 0
                ? t.staffMoney.share(place.childName, money(place.share))
                : t.staffMoney.nothingPaid(place.childName)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Cancel this session?": who will be emailed and what happens to their money, an optional reason, then the cancel. */
export function CancelSessionDialog({
  runId,
  session,
  onClose,
  onCancelled,
}: {
  runId: number;
  session: AdminRunSession | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const { timeZone } = useClub();
  const detail = useRunSession(runId, session?.sessionId ?? null);
  const cancel = useCancelRunSession(runId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const when = session ? formatDateTime(session.startTime, timeZone) : '';
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const confirm = () => {
    if (!session) return;
    setProblem(null);
    cancel.mutate(
      { sessionId: session.sessionId, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          onCancelled(t.cancel.done(when));
        },
        onError: (err) => setProblem(userMessage(err)),
      },
    );
  };
  return (
    <Modal open={session !== null} onOpenChange={(open) => !open && close()} title={t.cancel.title(when)}>
      <div className="space-y-3 text-sm">
        {detail.isPending ? (
          <p role="status">{t.cancel.loading}</p>
        ) : detail.isError ? (
          <FormAlert>{userMessage(detail.error)}</FormAlert>
        ) : (
          <WhoAndMoney detail={detail.data} />
        )}
        <TextField
          id="cancel-reason"
          label={t.cancel.reason}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={close}>
            {t.cancel.keep}
          </button>
          <button
            type="button"
            className={dangerButton}
            onClick={confirm}
            disabled={cancel.isPending || !detail.data}
            aria-busy={cancel.isPending || undefined}
          >
            {cancel.isPending ? t.cancel.working : t.cancel.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
