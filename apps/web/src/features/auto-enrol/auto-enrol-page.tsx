import type { AutoEnrolTerm, CarryOver } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatDateTime, MAX_OFFER_DAYS, MIN_OFFER_DAYS } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { BackLink } from '../../ui/back-link';
import { primaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { OpeningsForm } from './openings-form';
import { useAutoEnrolTerm, useSendOffers } from './use-auto-enrol';

const texts = messages.autoEnrol;
const keyOf = (c: CarryOver) => `${c.childId}:${c.fromRun.runId}`;
const offerable = (c: CarryOver) => c.offer === null && c.toRun !== null && c.conflicts.length === 0;

function CarryOverRow({ row, chosen, onToggle }: { row: CarryOver; chosen: boolean; onToggle: () => void }) {
  const { timeZone } = useClub();
  const id = `carry-${keyOf(row)}`;
  return (
    <li className="flex gap-3 p-3">
      {row.offer === null && (
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={chosen}
          disabled={!offerable(row)}
          onChange={onToggle}
          aria-label={texts.choose(row.childName)}
        />
      )}
      <div className="min-w-0">
        <span className="block font-semibold">
          {row.childName} <span className="font-normal text-gray-700">({row.parentName})</span>
        </span>
        <span className="block text-sm text-gray-700">
          {texts.from}: {row.fromRun.className} → {row.toRun ? row.toRun.className : texts.noRun}
        </span>
        {row.conflicts.length > 0 && (
          <span className="block text-sm text-red-700">{row.conflicts.map((c) => texts.conflicts[c]).join(' · ')}</span>
        )}
        {row.offer && (
          <span className="block text-sm">
            {texts.status[row.offer.status]}
            {row.offer.status === 'pending' &&
              ` · ${formatDateTime(Math.floor(Date.parse(row.offer.expiresAt) / 1000), timeZone)}`}
          </span>
        )}
      </div>
    </li>
  );
}

function AutoEnrol({ data }: { data: AutoEnrolTerm }) {
  const send = useSendOffers(data.termId);
  const [chosen, setChosen] = useState(() => new Set(data.carryOvers.filter(offerable).map(keyOf)));
  const [days, setDays] = useState(String(data.defaultOfferDays));
  const [confirming, setConfirming] = useState(false);
  const picked = data.carryOvers.filter((c) => offerable(c) && chosen.has(keyOf(c)));
  const toggle = (row: CarryOver) => {
    const next = new Set(chosen);
    if (!next.delete(keyOf(row))) next.add(keyOf(row));
    setChosen(next);
  };
  const confirm = () => {
    setConfirming(false);
    send.mutate({
      places: picked.map((c) => ({ childId: c.childId, runId: c.toRun!.runId })),
      offerDays: Number(days),
    });
  };
  if (!data.previousTerm) return <p className="rounded-lg bg-panel p-6 text-center">{texts.noPrevious}</p>;
  return (
    <div className="space-y-6">
      <p className="text-gray-700">{texts.intro(data.previousTerm.name)}</p>
      {data.carryOvers.length === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{texts.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
          {data.carryOvers.map((row) => (
            <CarryOverRow key={keyOf(row)} row={row} chosen={chosen.has(keyOf(row))} onToggle={() => toggle(row)} />
          ))}
        </ul>
      )}
      <TextField
        id="offer-days"
        type="number"
        inputMode="numeric"
        min={MIN_OFFER_DAYS}
        max={MAX_OFFER_DAYS}
        label={texts.offerDays}
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      {send.isError && <FormAlert>{userMessage(send.error)}</FormAlert>}
      {send.data && <p role="status">{texts.sent(send.data.data.offered, send.data.data.refused.length)}</p>}
      <SpinnerButton
        type="button"
        className={primaryButton}
        loading={send.isPending}
        disabled={picked.length === 0}
        onClick={() => setConfirming(true)}
      >
        {texts.send(picked.length)}
      </SpinnerButton>
      <ConfirmDialog
        open={confirming}
        title={texts.send(picked.length)}
        body={texts.confirmSend(picked.length, Number(days))}
        confirmLabel={texts.send(picked.length)}
        cancelLabel={messages.adminSchedule.cancel}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <section aria-labelledby="by-run" className="space-y-2">
        <h2 id="by-run" className="text-xl font-bold">
          {texts.byRun}
        </h2>
        {data.offersByRun.length === 0 ? (
          <p className="text-gray-700">{texts.byRunEmpty}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
            {data.offersByRun.map((run) => (
              <li key={run.runId} className="p-3">
                <span className="block font-semibold">{run.className}</span>
                <span className="block text-sm text-gray-700">
                  {(['accepted', 'pending', 'declined', 'lapsed'] as const)
                    .map((status) => `${texts.status[status]}: ${run[status]}`)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OpeningsForm termId={data.termId} openings={data.openings} />
    </div>
  );
}

/** /cms/schedule/terms/:termId/auto-enrol: carry the term before's families over with timed priority offers. */
export default function AutoEnrolPage() {
  const termId = Number(useParams().termId);
  const query = useAutoEnrolTerm(termId);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.scheduleAdmin.path}>{messages.adminSchedule.backToSchedule}</BackLink>
      <ResourceState query={{ ...query, data: query.data?.data }} title={(data) => texts.title(data.termName)}>
        {(data) => (
          <>
            <h1 className="text-2xl font-bold sm:text-3xl">{texts.title(data.termName)}</h1>
            <AutoEnrol data={data} />
          </>
        )}
      </ResourceState>
    </div>
  );
}
