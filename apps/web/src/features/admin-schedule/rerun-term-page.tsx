import type { AdminTerm, RerunTermResponse, TermBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { BackLink } from '../../ui/back-link';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { classTimeLabel } from './schedule-words';
import { TermForm } from './term-form';
import { useRerunTerm } from './use-admin-schedule';
import { findTerm, useScheduleItem } from './use-schedule-item';

const t = messages.adminSchedule;
const words = t.rerun;

function Preview({
  preview,
  onBack,
  onCreate,
  creating,
  error,
}: {
  preview: RerunTermResponse;
  onBack: () => void;
  onCreate: () => void;
  creating: boolean;
  error: unknown;
}) {
  const { currencySymbol } = useClub();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{words.previewTitle}</h2>
      {preview.runs.length === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{words.noRuns}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
          {preview.runs.map((run) => (
            <li key={run.fromRunId} className="p-3">
              <span className="block font-semibold">{run.className}</span>
              <span className="block text-sm text-gray-700">
                {run.venueName} · {run.classTimes.map(classTimeLabel).join(', ')}
              </span>
              <span className="block text-sm text-gray-700">
                {words.sessions(run.sessionsCount)} · {run.capacity} ·{' '}
                {formatMoney(run.pricePerSession, currencySymbol)}
                {run.pricePerTerm > 0 && ` / ${formatMoney(run.pricePerTerm, currencySymbol)}`} ·{' '}
                {words.coaches(run.coachesCount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error !== null && <FormAlert>{userMessage(error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onBack}>
          {words.back}
        </button>
        <SpinnerButton type="button" className={primaryButton} loading={creating} onClick={onCreate}>
          {words.create}
        </SpinnerButton>
      </div>
    </div>
  );
}

function Rerun({ term }: { term: AdminTerm }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const rerun = useRerunTerm(term.termId);
  const [chosen, setChosen] = useState<{ body: TermBody; preview: RerunTermResponse } | null>(null);
  // Step 2 needs step 1's dates: opened on its own, it is step 1.
  const step = search.get('step') === '2' && chosen ? 2 : 1;
  const previewOf = async (body: TermBody) => {
    const preview = await rerun.mutateAsync({ body, preview: true });
    setChosen({ body, preview });
    setSearch({ step: '2' });
  };
  const create = async () => {
    if (!chosen) return;
    await rerun.mutateAsync({ body: chosen.body, preview: false });
    await navigate(clubPages.scheduleAdmin.path);
  };
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{words.title(term.name)}</h1>
      {step === 1 ? (
        <>
          <p className="text-gray-700">{words.explained}</p>
          <TermForm
            initial={chosen?.body ?? { name: '', startDate: '', endDate: '', breaks: [] }}
            submitLabel={words.title(term.name)}
            actionLabel={words.next}
            onSubmit={previewOf}
          />
        </>
      ) : (
        chosen && (
          <Preview
            preview={chosen.preview}
            onBack={() => setSearch({ step: '1' })}
            onCreate={() => void create().catch(() => undefined)}
            creating={rerun.isPending}
            error={rerun.error}
          />
        )
      )}
    </>
  );
}

/** /cms/schedule/terms/:termId/rerun?step=1|2: new dates and breaks, then a preview of the runs copied, then create. */
export default function RerunTermPage() {
  const { termId } = useParams();
  const term = useScheduleItem(termId, findTerm);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.scheduleAdmin.path}>{t.backToSchedule}</BackLink>
      <ResourceState query={term} title={({ item }) => words.title(item.name)}>
        {({ item }) => <Rerun term={item} />}
      </ResourceState>
    </div>
  );
}
