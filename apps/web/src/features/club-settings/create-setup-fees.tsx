import { SETUP_FEE_PAGE_SIZE, type CreateSetupFeesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { Check, X } from 'lucide-react';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { CheckboxField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';
import { useCreateSetupFees, useSetupFeeContacts } from './use-pay-settings';

const t = messages.paySettings;
const cell = 'px-3 py-2 text-left';

const wholeNumber = (text: string, fallback: number, max: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/** Create new setup fees: Start and Count choose the rows, In Programme / In Camp narrow them; the selected get one. */
export function CreateSetupFees() {
  const [start, setStart] = useState('0');
  const [count, setCount] = useState(String(SETUP_FEE_PAGE_SIZE));
  const [inProgramme, setInProgramme] = useState(false);
  const [inCamp, setInCamp] = useState(false);
  const query = useSetupFeeContacts({
    start: wholeNumber(start, 0, 1_000_000),
    count: Math.max(1, wholeNumber(count, SETUP_FEE_PAGE_SIZE, SETUP_FEE_PAGE_SIZE)),
    ...(inProgramme && { inProgramme: '1' as const }),
    ...(inCamp && { inCamp: '1' as const }),
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<CreateSetupFeesResponse | null>(null);
  // One key per selection sent: a double submit makes no second order; after a success, the next is new.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateSetupFees();
  const countdown = useCountdown(10);
  const rows = query.data?.contacts ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.childId));

  const toggle = (childId: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(childId);
      else next.delete(childId);
      return next;
    });

  const submit = () => {
    setMade(null);
    if (selected.size === 0) {
      setProblem(t.selectOneContact);
      return;
    }
    setProblem(null);
    create.mutate(
      { children: [...selected], idempotencyKey },
      {
        onSuccess: (answer) => {
          setMade(answer);
          setSelected(new Set());
          setIdempotencyKey(crypto.randomUUID());
        },
        onSettled: () => countdown.restart(),
      },
    );
  };

  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold">{t.createSetupFeesTitle}</h2>
      <p className="text-gray-700">{t.createSetupFeesIntro}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-28">
          <TextField
            id="setup-fee-start"
            label={t.start}
            type="number"
            min={0}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="w-28">
          <TextField
            id="setup-fee-count"
            label={t.count}
            type="number"
            min={1}
            max={SETUP_FEE_PAGE_SIZE}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <CheckboxField
          id="setup-fee-in-programme"
          label={t.inProgramme}
          checked={inProgramme}
          onChange={setInProgramme}
        />
        <CheckboxField id="setup-fee-in-camp" label={t.inCamp} checked={inCamp} onChange={setInCamp} />
      </div>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={3} />
      ) : rows.length === 0 ? (
        <p>{t.noContacts}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-300">
          <table className="w-full border-collapse text-sm">
            <thead className="bg-gray-50">
              <tr>
                <th className={cell}>
                  <input
                    type="checkbox"
                    aria-label={t.selectAll}
                    className="h-5 w-5 accent-primary"
                    checked={allSelected}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.childId)) : new Set())}
                  />
                </th>
                <th className={cell}>{t.name}</th>
                <th className={cell}>{t.inProgramme}</th>
                <th className={cell}>{t.inCamp}</th>
                <th className={cell}>{t.paid}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = `${row.childFirstName} ${row.childLastName}`;
                return (
                  <tr key={row.childId} className="border-t border-gray-200">
                    <td className={cell}>
                      <input
                        type="checkbox"
                        aria-label={t.selectRow(name)}
                        className="h-5 w-5 accent-primary"
                        checked={selected.has(row.childId)}
                        onChange={(e) => toggle(row.childId, e.target.checked)}
                      />
                    </td>
                    <td className={cell}>
                      {name} <span className="text-gray-600">({row.parentName})</span>
                    </td>
                    <td className={cell}>{row.inProgramme}</td>
                    <td className={cell}>{row.inCamp}</td>
                    <td className={cell}>
                      {row.setupFeePaid === '1' ? (
                        <Check role="img" aria-label={t.paidYes} className="h-5 w-5 text-green-700" />
                      ) : (
                        <X role="img" aria-label={t.paidNo} className="h-5 w-5 text-red-700" />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      {create.isError && (
        <FormAlert>
          {userMessage(create.error)}{' '}
          {userMessage(create.error) === t.noSetupFeeAmount && (
            <Link className="underline" to={clubPages.bookingSettings.path}>
              {messages.bookingSettings.title}
            </Link>
          )}
        </FormAlert>
      )}
      {made && <FormAlert tone="info">{t.setupFeesCreated(made.orders.length, made.skipped.length)}</FormAlert>}
      <CountdownButton left={countdown.left} loading={create.isPending} onClick={submit}>
        {t.createSetupFees}
      </CountdownButton>
    </section>
  );
}
