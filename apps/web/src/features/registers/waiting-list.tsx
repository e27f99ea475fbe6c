import type { RegisterRun, StaffWaitingListEntry } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate, formatTime } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';
import { fitsChild, nextTermRun, otherRuns, runLabel } from './register-runs';
import { useRegisters, useWaitingList, useWaitingListChange } from './use-registers';

const t = messages.registers;
const epochOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Why a move or an offer was refused: the booking rule's own words (the child's age), else the server's message. */
const refusalOf = (err: unknown) => Object.values(fieldIssues(err))[0] ?? userMessage(err);

/** For organisers: the run's waiting list in queue order, to offer a place now or move a child to another class. */
export function WaitingList({ run, timeZone }: { run: RegisterRun; timeZone: string }) {
  const list = useWaitingList(run.runId);
  const change = useWaitingListChange(run.runId);
  const [offering, setOffering] = useState<StaffWaitingListEntry | null>(null);
  const [moving, setMoving] = useState<StaffWaitingListEntry | null>(null);
  const entries = list.data?.data ?? [];
  return (
    <section aria-labelledby="waiting-list-title" className="rounded-lg border border-gray-200 p-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="waiting-list-title" className="font-medium">
          {t.waitingList}
        </h2>
        {entries.length > 0 && (
          <Link className={textButton} to={pagePath(clubPages.messageWaitingList, { runId: run.runId })}>
            {messages.messaging.messageWaitingFamilies}
          </Link>
        )}
      </div>
      {list.isError && <FormAlert>{t.waitingListLoadFailed}</FormAlert>}
      {list.data && entries.length === 0 && <p className="mt-2 text-sm text-gray-700">{t.waitingListEmpty}</p>}
      {entries.length > 0 && (
        <ol className="mt-2 divide-y divide-gray-200">
          {entries.map((entry) => {
            const open = entry.status === 'waiting';
            return (
              <li key={entry.entryId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <span className="font-medium">
                    {entry.position !== null && `${t.position(entry.position)} `}
                    {entry.childName}
                  </span>
                  <span className="ml-2 text-sm text-gray-700">
                    {t.waitingStatus[entry.status]}
                    {entry.offerExpiresAt &&
                      ` · ${t.offerUntil(`${formatLongDate(epochOf(entry.offerExpiresAt), timeZone)}, ${formatTime(epochOf(entry.offerExpiresAt), timeZone)}`)}`}
                  </span>
                </div>
                {open && (
                  <div className="flex gap-3">
                    <button type="button" className={textButton} onClick={() => setOffering(entry)}>
                      {t.offerNow}
                    </button>
                    <button type="button" className={textButton} onClick={() => setMoving(entry)}>
                      {t.moveEntry}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {change.isError && !offering && !moving && <FormAlert>{refusalOf(change.error)}</FormAlert>}
      <ConfirmDialog
        open={offering !== null}
        title={offering ? t.offerConfirmTitle(offering.childName) : ''}
        body={t.offerConfirmBody}
        confirmLabel={t.offerNow}
        cancelLabel={t.cancel}
        pending={change.isPending}
        onCancel={() => setOffering(null)}
        onConfirm={() =>
          offering && change.mutate({ entryId: offering.entryId, offer: true }, { onSettled: () => setOffering(null) })
        }
      />
      {moving && (
        <MoveDialog
          run={run}
          timeZone={timeZone}
          entry={moving}
          pending={change.isPending}
          error={change.isError ? refusalOf(change.error) : null}
          onClose={() => {
            change.reset();
            setMoving(null);
          }}
          onMove={(moveTo) => change.mutate({ entryId: moving.entryId, moveTo }, { onSuccess: () => setMoving(null) })}
        />
      )}
    </section>
  );
}

/** Moving a waiting child: the classes they fit first, by day and time; next term's same class chosen to start with. */
function MoveDialog({
  run,
  timeZone,
  entry,
  pending,
  error,
  onClose,
  onMove,
}: {
  run: RegisterRun;
  timeZone: string;
  entry: StaffWaitingListEntry;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onMove: (runId: number) => void;
}) {
  const registers = useRegisters();
  const all = registers.data?.registers ?? [];
  const runs = otherRuns(run, all, fitsChild(entry.childDateOfBirth, timeZone));
  const [chosen, setChosen] = useState('');
  const target = chosen || String(nextTermRun(run, all) || (runs[0]?.runId ?? ''));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.moveTitle(entry.childName)}
      description={t.moveExplained}
    >
      <div className="space-y-4">
        <SelectField
          id="move-target"
          label={t.moveTarget}
          value={target}
          options={runs.map((r) => ({ value: String(r.runId), label: runLabel(r) }))}
          onChange={setChosen}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t.cancel}
          </button>
          <SpinnerButton
            type="button"
            className={primaryButton}
            loading={pending}
            disabled={!target}
            onClick={() => onMove(Number(target))}
          >
            {t.moveSubmit}
          </SpinnerButton>
        </div>
      </div>
    </Modal>
  );
}
