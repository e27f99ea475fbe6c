import type { RebookResponse, RegisterResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, SelectField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';
import { fitsAges, nextTermRun, otherRuns, runLabel } from './register-runs';
import { useRebook, useRegisters } from './use-registers';

const t = messages.registers;

/** For organisers: 'Rebook into next term', choosing the run and the children, then what happened to each. */
export function RebookButton({ register, currencySymbol }: { register: RegisterResponse; currencySymbol: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t.rebook}
      </button>
      {open && <RebookDialog register={register} currencySymbol={currencySymbol} onClose={() => setOpen(false)} />}
    </>
  );
}

function RebookDialog({
  register,
  currencySymbol,
  onClose,
}: {
  register: RegisterResponse;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { run } = register;
  const registers = useRegisters();
  const rebook = useRebook(run.runId);
  const all = registers.data?.registers ?? [];
  // A child with a trial and a term place is listed once.
  const children = [...new Map(register.children.map((c) => [c.childId, c])).values()];
  // The classes every child on the register may fit first, by day and time; next term's same class chosen to start with.
  const runs = otherRuns(run, all, fitsAges(children.map((c) => c.ageYears)));
  const [chosenRun, setChosenRun] = useState('');
  const target = chosenRun || String(nextTermRun(run, all) || (runs[0]?.runId ?? ''));
  const [ticked, setTicked] = useState(() => new Set(children.map((c) => c.childId)));
  const tick = (childId: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(childId);
      else next.delete(childId);
      return next;
    });

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t.rebookTitle(run.className)}
      description={rebook.data ? undefined : t.rebookExplained}
    >
      {rebook.data ? (
        <RebookResult result={rebook.data} currencySymbol={currencySymbol} onClose={onClose} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            rebook.mutate({ targetRunId: Number(target), childIds: [...ticked] });
          }}
        >
          <SelectField
            id="rebook-target"
            label={t.rebookTarget}
            value={target}
            options={[
              { value: '', label: t.rebookChooseTarget, disabled: true },
              ...runs.map((r) => ({ value: String(r.runId), label: runLabel(r) })),
            ]}
            onChange={setChosenRun}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t.rebookChildren}</legend>
            <div className="flex gap-3 text-sm">
              <button
                type="button"
                className={textButton}
                onClick={() => setTicked(new Set(children.map((c) => c.childId)))}
              >
                {t.rebookAll}
              </button>
              <button type="button" className={textButton} onClick={() => setTicked(new Set())}>
                {t.rebookNone}
              </button>
            </div>
            {children.map((child) => (
              <CheckboxField
                key={child.childId}
                id={`rebook-child-${child.childId}`}
                label={`${child.firstName} ${child.lastName}`}
                checked={ticked.has(child.childId)}
                onChange={(on) => tick(child.childId, on)}
              />
            ))}
          </fieldset>
          {rebook.isError && <FormAlert>{userMessage(rebook.error, t.rebookFailed)}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {t.cancel}
            </button>
            <SpinnerButton
              type="submit"
              className={primaryButton}
              loading={rebook.isPending}
              loadingLabel={t.rebookWorking}
              disabled={!target || ticked.size === 0}
            >
              {t.rebookSubmit(ticked.size)}
            </SpinnerButton>
          </div>
        </form>
      )}
    </Modal>
  );
}

function RebookResult({
  result,
  currencySymbol,
  onClose,
}: {
  result: RebookResponse;
  currencySymbol: string;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4" role="status">
      <div>
        <h3 className="font-medium">{t.rebookDone(result.rebooked.length)}</h3>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {result.orders.map((order) => (
            <li key={order.uuid}>
              {order.parentName}: {order.total !== null && `${formatMoney(order.total, currencySymbol)} `}(
              {result.rebooked
                .filter((r) => r.orderUuid === order.uuid)
                .map((r) => r.childName)
                .join(', ')}
              )
            </li>
          ))}
        </ul>
      </div>
      {result.refused.length > 0 && (
        <div>
          <h3 className="font-medium">{t.rebookRefused(result.refused.length)}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {result.refused.map((r) => (
              <li key={r.childId}>
                {r.childName}: {t.rebookReason[r.reason]} ({r.message})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
