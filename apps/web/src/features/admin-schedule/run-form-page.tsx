import type { AdminRun, AdminTerm, AdminVenue, UpdateRunBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { SelectField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { ResourceState } from '../../ui/resource-state';
import { RunForm } from './run-form';
import { runFormValuesOf } from './run-form-values';
import { useAdminTerms, useSaveRun } from './use-admin-schedule';
import { useVenues } from '../venues/use-venues';
import { findRun, useScheduleItem } from './use-schedule-item';
import { BackLink } from '../../ui/back-link';

const t = messages.adminSchedule;

/** Saves the run and goes back to the schedule. */
function useSubmit() {
  const save = useSaveRun();
  const navigate = useNavigate();
  return async (change: { runId: number; body: UpdateRunBody } | { body: UpdateRunBody & { termId: number } }) => {
    await save.mutateAsync(change);
    await navigate(clubPages.scheduleAdmin.path);
  };
}

function AddRun({ terms, venues }: { terms: AdminTerm[]; venues: AdminVenue[] }) {
  usePageTitle(t.run.addTitle);
  const [search] = useSearchParams();
  const asked = Number(search.get('termId'));
  const [termId, setTermId] = useState(terms.some((x) => x.termId === asked) ? asked : terms[0]?.termId);
  const submit = useSubmit();
  if (termId === undefined) return <p className="rounded-lg bg-panel p-6 text-center">{t.empty}</p>;
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.run.addTitle}</h1>
      <RunForm
        initial={runFormValuesOf(undefined, venues[0]?.venueId)}
        venues={venues}
        submitLabel={t.run.addTitle}
        termField={
          <SelectField
            id="run-term"
            label={t.run.term}
            value={String(termId)}
            options={terms.map((x) => ({ value: String(x.termId), label: x.name }))}
            onChange={(value) => setTermId(Number(value))}
          />
        }
        onSubmit={(body) => submit({ body: { ...body, termId } })}
      />
    </>
  );
}

function EditRun({ runId, venues }: { runId: string; venues: AdminVenue[] }) {
  const run = useScheduleItem(runId, findRun);
  const submit = useSubmit();
  return (
    <ResourceState query={run} title={({ item }) => t.run.editTitle(item.className)}>
      {({ item }: { item: AdminRun }) => (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.run.editTitle(item.className)}</h1>
          <RunForm
            initial={runFormValuesOf(item, venues[0]?.venueId)}
            venues={venues}
            submitLabel={t.run.editTitle(item.className)}
            onSubmit={(body) => submit({ runId: item.runId, body })}
          />
        </>
      )}
    </ResourceState>
  );
}

/** /cms/schedule/runs/add (`?termId=`) and /cms/schedule/runs/edit/:runId. */
export default function RunFormPage() {
  const { runId } = useParams();
  const terms = useAdminTerms();
  const venues = useVenues();
  const failed = terms.isError || venues.isError;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.scheduleAdmin.path}>{t.backToSchedule}</BackLink>
      {failed ? (
        <LoadFailed message={t.loadFailed} retry={() => Promise.all([terms.refetch(), venues.refetch()])} />
      ) : !terms.data || !venues.data ? (
        <Loading lines={6} />
      ) : runId === undefined ? (
        <AddRun terms={terms.data.terms} venues={venues.data.venues} />
      ) : (
        <EditRun runId={runId} venues={venues.data.venues} />
      )}
    </div>
  );
}
