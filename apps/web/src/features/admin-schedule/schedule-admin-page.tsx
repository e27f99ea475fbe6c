import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { CampsSection } from '../admin-camps/camps-section';
import { TermSection } from './term-section';
import { useAdminTerms, useDeleteRun, useDeleteTerm } from './use-admin-schedule';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.adminSchedule;

type PendingDelete = { term: AdminTerm; run?: undefined } | { run: AdminRun; term?: undefined };

/** The term or run a delete URL names (`/cms/schedule/term/{termId}/delete`, `/cms/schedule/runs/delete/{runId}`). */
function usePendingDelete(terms: AdminTerm[] | undefined): PendingDelete | null {
  const { termId, runId } = useParams();
  const term = termId ? terms?.find((each) => String(each.termId) === termId) : undefined;
  if (term) return { term };
  const run = runId ? terms?.flatMap((each) => each.runs).find((each) => String(each.runId) === runId) : undefined;
  return run ? { run } : null;
}

/**
 * /cms/schedule: the club's terms (newest first) with their runs; add, edit and delete them. A delete
 * URL shows this page with its dialog open.
 */
export default function ScheduleAdminPage() {
  usePageTitle(t.title);
  const terms = useAdminTerms();
  const deleteTerm = useDeleteTerm();
  const deleteRun = useDeleteRun();
  const navigate = useNavigate();
  const pending = usePendingDelete(terms.data?.terms);
  const closeDialog = () => navigate(clubPages.scheduleAdmin.path, { replace: true });
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = deleteTerm.isPending || deleteRun.isPending;

  const confirmDelete = () => {
    if (!pending || busy) return;
    const done = {
      onSuccess: closeDialog,
      onError: (err: unknown) => {
        closeDialog();
        setRefusal(userMessage(err)); // a 409 says how many bookings stand in the way
      },
    };
    setRefusal(null);
    if (pending.term) deleteTerm.mutate(pending.term.termId, done);
    else deleteRun.mutate(pending.run.runId, done);
  };
  const name = pending?.term?.name ?? pending?.run?.className ?? '';

  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      <Link className={primaryButton} to={clubPages.addTerm.path}>
        {t.addTerm}
      </Link>
      <div aria-live="assertive">{refusal && <FormAlert>{refusal}</FormAlert>}</div>
      {terms.isPending && <Loading lines={4} />}
      {terms.isError && <LoadFailed message={t.loadFailed} retry={terms.refetch} />}
      {terms.data &&
        (terms.data.terms.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">{t.empty}</p>
        ) : (
          terms.data.terms.map((term) => <TermSection key={term.termId} term={term} />)
        ))}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.term ? t.term.confirmDelete(name) : t.run.confirmDelete(name)}
        body={pending?.term ? t.term.confirmDeleteBody : t.run.confirmDeleteBody}
        confirmLabel={busy ? t.deleting : t.delete}
        cancelLabel={t.cancel}
        pending={busy}
        onConfirm={confirmDelete}
        onCancel={closeDialog}
      />
      <CampsSection />
    </div>
  );
}
