import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { DraftBadge } from '../../ui/draft-badge';
import { InviteOnlyBadge } from '../../ui/invite-only-badge';
import { PublishButton, usePublishNotice } from './publish-button';
import { classTimeLabel, dateLabel, planSummaryOf } from './schedule-words';
import { usePublishRun, usePublishTerm } from './use-admin-schedule';

const t = messages.adminSchedule;

function RunItem({ run, onPublished }: { run: AdminRun; onPublished: (message: string, failed: boolean) => void }) {
  const publish = usePublishRun();
  const action = {
    mutate: (published: boolean, callbacks: Parameters<typeof publish.mutate>[1]) =>
      publish.mutate({ runId: run.runId, published }, callbacks),
    isPending: publish.isPending,
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">
          {run.className}
          {run.draft && <DraftBadge label={t.publishing.draftBadge} />}
          {run.inviteOnly && <InviteOnlyBadge label={t.run.inviteOnlyBadge} />}
        </p>
        <p className="text-sm text-gray-700">
          {run.classTimes.map(classTimeLabel).join(', ')} · {run.venueName}
        </p>
        <p className="text-sm text-gray-700">
          {t.booked(run.bookingsCount, run.capacity)} · {t.sessions(run.sessionsCount)}
        </p>
        {run.monthlyPlan && <p className="text-sm text-gray-700">{planSummaryOf(run.monthlyPlan)}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PublishButton
          name={run.className}
          draft={run.draft}
          bookingsCount={run.bookingsCount}
          action={action}
          onDone={onPublished}
        />
        <Link
          className={textButton}
          to={pagePath(clubPages.editRun, { runId: run.runId })}
          aria-label={`${t.edit} ${run.className}`}
        >
          {t.edit}
        </Link>
        <Link
          className={textButton}
          to={pagePath(clubPages.runSessions, { runId: run.runId })}
          aria-label={messages.runSessions.linkOf(run.className)}
        >
          {messages.runSessions.link}
        </Link>
        <Link
          className={textButton}
          to={pagePath(clubPages.adminBookRun, { runId: run.runId })}
          aria-label={messages.adminBookings.bookForFamilyOf(run.className)}
        >
          {t.run.book}
        </Link>
        <Link
          className={textButton}
          to={pagePath(clubPages.adminInviteRun, { runId: run.runId })}
          aria-label={`${t.run.invite} ${run.className}`}
        >
          {t.run.invite}
        </Link>
        <Link
          className={textButton}
          to={pagePath(clubPages.deleteRun, { runId: run.runId })}
          aria-label={`${t.delete} ${run.className}`}
        >
          {t.delete}
        </Link>
      </div>
    </li>
  );
}

/** One term of the schedule admin: its dates and breaks, its runs, and what can be done to each. */
export function TermSection({ term }: { term: AdminTerm }) {
  const headingId = `term-${term.termId}`;
  const notice = usePublishNotice();
  const publishTerm = usePublishTerm();
  const drafts = term.runs.filter((run) => run.draft).length;
  const publishAll = () =>
    publishTerm.mutate(term.termId, {
      onSuccess: () => notice.onDone(t.publishing.termPublished(term.name), false),
      onError: (err) => notice.onDone(userMessage(err), true),
    });
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-300 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            {term.name}
          </h2>
          <p className="text-sm text-gray-700">{t.termDates(dateLabel(term.startDate), dateLabel(term.endDate))}</p>
          {term.breaks.length > 0 && (
            <p className="text-sm text-gray-700">
              {t.breaksHeading}:{' '}
              {term.breaks.map((b) => `${b.name} (${dateLabel(b.from)} – ${dateLabel(b.to)})`).join('; ')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {drafts > 0 && (
            <button
              type="button"
              className={secondaryButton}
              disabled={publishTerm.isPending}
              onClick={publishAll}
              aria-label={`${t.publishing.publishTerm} ${term.name}`}
            >
              {publishTerm.isPending ? t.publishing.working : t.publishing.publishTerm}
            </button>
          )}
          <Link
            className={textButton}
            to={pagePath(clubPages.editTerm, { termId: term.termId })}
            aria-label={`${t.edit} ${term.name}`}
          >
            {t.edit}
          </Link>
          <Link
            className={textButton}
            to={pagePath(clubPages.messageTerm, { termId: term.termId })}
            aria-label={`${messages.messaging.messageFamilies}: ${term.name}`}
          >
            {messages.messaging.messageFamilies}
          </Link>
          <Link className={textButton} to={`${pagePath(clubPages.rerunTerm, { termId: term.termId })}?step=1`}>
            {messages.adminSchedule.rerun.link(term.name)}
          </Link>
          <Link
            className={textButton}
            to={pagePath(clubPages.autoEnrol, { termId: term.termId })}
            aria-label={`${messages.autoEnrol.link}: ${term.name}`}
          >
            {messages.autoEnrol.link}
          </Link>
          <Link
            className={textButton}
            to={pagePath(clubPages.deleteTerm, { termId: term.termId })}
            aria-label={`${t.delete} ${term.name}`}
          >
            {t.delete}
          </Link>
        </div>
      </div>
      {drafts > 0 && <p className="text-sm text-gray-700">{t.publishing.draftHint}</p>}
      <div aria-live="polite">{notice.shown}</div>
      {term.runs.length === 0 ? (
        <p className="text-gray-700">{t.noRuns}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {term.runs.map((run) => (
            <RunItem key={run.runId} run={run} onPublished={notice.onDone} />
          ))}
        </ul>
      )}
      <Link className={secondaryButton} to={`${clubPages.addRun.path}?termId=${term.termId}`}>
        {t.addRun}
      </Link>
    </section>
  );
}
