import type { AdminRunSession, RunSessionsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatDateTime, isCanonicalId } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { BackLink } from '../../ui/back-link';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { AddRunDateForm } from './add-run-date-form';
import { CancelSessionDialog } from './cancel-session-dialog';
import { useRestoreRunSession, useRunSessions } from './use-run-sessions';

const t = messages.runSessions;

/** One session: when, whether added or cancelled (and why), who is booked, and what may still be done to it. */
function SessionItem({
  session,
  onCancel,
  onRestore,
}: {
  session: AdminRunSession;
  onCancel: () => void;
  onRestore: () => void;
}) {
  const { timeZone } = useClub();
  const when = formatDateTime(session.startTime, timeZone);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className={`font-semibold ${session.cancelled ? 'text-gray-600 line-through' : ''}`}>{when}</p>
        <p className="flex flex-wrap gap-2 text-sm text-gray-700">
          <span>{t.booked(session.booked)}</span>
          {session.oneOff && <span className="rounded bg-panel px-2 font-medium">{t.oneOffBadge}</span>}
          {session.cancelled && (
            <span className="font-semibold text-red-800">
              {session.cancelled.reason ? t.cancelledBecause(session.cancelled.reason) : t.cancelledBadge}
            </span>
          )}
        </p>
      </div>
      {session.ahead &&
        (session.cancelled ? (
          <button type="button" className={textButton} onClick={onRestore} aria-label={t.restore.buttonOf(when)}>
            {t.restore.button}
          </button>
        ) : (
          <button type="button" className={textButton} onClick={onCancel} aria-label={t.cancel.buttonOf(when)}>
            {t.cancel.button}
          </button>
        ))}
    </li>
  );
}

function RunSessions({ data }: { data: RunSessionsResponse }) {
  const { run, sessions } = data;
  const { timeZone } = useClub();
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<AdminRunSession | null>(null);
  const [restoring, setRestoring] = useState<AdminRunSession | null>(null);
  const restore = useRestoreRunSession(run.runId);
  const restoringWhen = restoring ? formatDateTime(restoring.startTime, timeZone) : '';
  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(restoring.sessionId, {
      onSuccess: () => setNotice({ text: t.restore.done(restoringWhen), failed: false }),
      onError: (err) => setNotice({ text: userMessage(err), failed: true }),
      onSettled: () => setRestoring(null),
    });
  };
  const told = (text: string) => setNotice({ text, failed: false });
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={clubPages.scheduleAdmin.path}>{t.backToSchedule}</BackLink>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t.title(run.className)}</h1>
        <p className="text-gray-700">
          {run.venueName} · {run.termName}
        </p>
      </div>
      <p className="text-gray-700">{t.intro}</p>
      <Link className={secondaryButton} to={pagePath(clubPages.register, { runId: run.runId })}>
        {t.openRegister}
      </Link>
      <div aria-live="polite">
        {notice &&
          (notice.failed ? <FormAlert>{notice.text}</FormAlert> : <FormAlert tone="info">{notice.text}</FormAlert>)}
      </div>
      <AddRunDateForm run={run} onAdded={told} />
      {sessions.length === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label={t.title(run.className)}>
          {sessions.map((session) => (
            <SessionItem
              key={session.sessionId}
              session={session}
              onCancel={() => setCancelling(session)}
              onRestore={() => setRestoring(session)}
            />
          ))}
        </ul>
      )}
      <CancelSessionDialog
        runId={run.runId}
        session={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={told}
      />
      <ConfirmDialog
        open={restoring !== null}
        title={t.restore.title(restoringWhen)}
        body={t.restore.body}
        confirmLabel={restore.isPending ? t.restore.working : t.restore.confirm}
        cancelLabel={t.restore.keep}
        pending={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}

/** /cms/schedule/runs/:runId/sessions: a run's dates, a one-off date added, a single session cancelled or put back on. */
export default function RunSessionsPage() {
  const { runId } = useParams();
  if (!runId || !isCanonicalId(runId)) return <NotFoundPage />;
  return <RunSessionsOf runId={Number(runId)} />;
}

function RunSessionsOf({ runId }: { runId: number }) {
  const query = useRunSessions(runId);
  return (
    <ResourceState query={query} title={(data) => t.title(data.run.className)}>
      {(data) => <RunSessions data={data} />}
    </ResourceState>
  );
}
