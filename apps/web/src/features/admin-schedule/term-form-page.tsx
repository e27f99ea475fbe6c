import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import type { TermBody } from '@clubroom/domain/api';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { ResourceState } from '../../ui/resource-state';
import { TermForm } from './term-form';
import { useSaveTerm } from './use-admin-schedule';
import { findTerm, useScheduleItem } from './use-schedule-item';

const t = messages.adminSchedule;
const emptyTerm: TermBody = { name: '', startDate: '', endDate: '', breaks: [] };

/** Saves the term and goes back to the schedule. */
function useSubmit(termId?: number) {
  const save = useSaveTerm();
  const navigate = useNavigate();
  return async (body: TermBody) => {
    await save.mutateAsync({ termId, body });
    await navigate(clubPages.scheduleAdmin.path);
  };
}

function AddTerm() {
  usePageTitle(t.term.addTitle);
  const submit = useSubmit();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.term.addTitle}</h1>
      <TermForm initial={emptyTerm} submitLabel={t.term.addTitle} onSubmit={submit} />
    </>
  );
}

function EditTerm({ termId }: { termId: string }) {
  const term = useScheduleItem(termId, findTerm);
  const submit = useSubmit(Number(termId));
  return (
    <ResourceState query={term} title={({ item }) => t.term.editTitle(item.name)}>
      {({ item }) => (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.term.editTitle(item.name)}</h1>
          <TermForm
            initial={{ name: item.name, startDate: item.startDate, endDate: item.endDate, breaks: item.breaks }}
            submitLabel={t.term.editTitle(item.name)}
            onSubmit={submit}
          />
        </>
      )}
    </ResourceState>
  );
}

/** /cms/schedule/terms/add and /cms/schedule/terms/edit/:termId. */
export default function TermFormPage() {
  const { termId } = useParams();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.scheduleAdmin.path}>{t.backToSchedule}</BackLink>
      {termId === undefined ? <AddTerm /> : <EditTerm termId={termId} />}
    </div>
  );
}
