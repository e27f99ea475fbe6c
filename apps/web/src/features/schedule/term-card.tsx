import type { Term } from '@clubroom/domain/api';
import { formatLongDate, joinableWaitingLists } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { RunsTable } from './runs-table';
import { BookingLink } from './schedule-links';

/** A term as the filters show it: its waiting lists are counted among the runs shown. */
export function TermCard({ term, timeZone }: { term: Term; timeZone: string }) {
  const waiting = joinableWaitingLists(term);
  return (
    <section
      data-testid="term-card"
      aria-labelledby={`term-${term.termId}`}
      className="rounded-lg border border-gray-200 bg-panel p-4"
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`term-${term.termId}`} className="text-xl font-bold">
          <BookingLink
            className="hover:underline"
            to={pagePath(clubPages.termInfo, { termId: term.termId, termName: term.termName })}
          >
            {term.termName}
          </BookingLink>
        </h2>
        <p className="text-sm text-gray-700">
          {formatLongDate(term.termStartDateTime, timeZone)} - {formatLongDate(term.termEndDateTime - 1, timeZone)}
        </p>
      </header>
      {waiting > 0 && (
        <p className="mb-2 text-sm text-gray-700">
          {waiting === 1 ? '1 waiting list you can join' : `${waiting} waiting lists you can join`}
        </p>
      )}
      <RunsTable runs={term.runs} timeZone={timeZone} caption={`Classes in ${term.termName}`} />
    </section>
  );
}
