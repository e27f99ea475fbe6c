import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { secondaryButton, textButton } from '../../ui/buttons';
import { InviteOnlyBadge } from '../../ui/invite-only-badge';
import { classTimeLabel, dateLabel, planSummaryOf } from './schedule-words';

const t = messages.adminSchedule;

function RunItem({ run, onDelete }: { run: AdminRun; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">
          {run.className}
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
      <div className="flex gap-4">
        <Link
          className={textButton}
          to={pagePath(clubPages.editRun, { runId: run.runId })}
          aria-label={`${t.edit} ${run.className}`}
        >
          {t.edit}
        </Link>
        <Link
          className={textButton}
          to={pagePath(clubPages.adminInviteRun, { runId: run.runId })}
          aria-label={`${t.run.invite} ${run.className}`}
        >
          {t.run.invite}
        </Link>
        <button type="button" className={textButton} onClick={onDelete} aria-label={`${t.delete} ${run.className}`}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}

/** One term of the schedule admin: its dates and breaks, its runs, and what can be done to each. */
export function TermSection({
  term,
  onDeleteTerm,
  onDeleteRun,
}: {
  term: AdminTerm;
  onDeleteTerm: () => void;
  onDeleteRun: (run: AdminRun) => void;
}) {
  const headingId = `term-${term.termId}`;
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
        <div className="flex gap-4">
          <Link
            className={textButton}
            to={pagePath(clubPages.editTerm, { termId: term.termId })}
            aria-label={`${t.edit} ${term.name}`}
          >
            {t.edit}
          </Link>
          <Link className={textButton} to={`${pagePath(clubPages.rerunTerm, { termId: term.termId })}?step=1`}>
            {messages.adminSchedule.rerun.link(term.name)}
          </Link>
          <button type="button" className={textButton} onClick={onDeleteTerm} aria-label={`${t.delete} ${term.name}`}>
            {t.delete}
          </button>
        </div>
      </div>
      {term.runs.length === 0 ? (
        <p className="text-gray-700">{t.noRuns}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {term.runs.map((run) => (
            <RunItem key={run.runId} run={run} onDelete={() => onDeleteRun(run)} />
          ))}
        </ul>
      )}
      <Link className={secondaryButton} to={`${clubPages.addRun.path}?termId=${term.termId}`}>
        {t.addRun}
      </Link>
    </section>
  );
}
