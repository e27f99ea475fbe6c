import type { Term } from '@clubroom/domain/api';
import { formatLongDate, joinableWaitingLists } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { RunsTable } from './runs-table';

export function TermCard({ term, allRuns, timeZone }: { term: Term; allRuns: Term['runs']; timeZone: string }) {
  const waiting = joinableWaitingLists({ ...term, runs: allRuns });
  return (
    <section
      data-testid="term-card"
      aria-labelledby={`term-${term.termId}`}
      className="rounded-lg border border-gray-200 bg-panel p-4"
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`term-${term.termId}`} className="text-xl font-bold">
          <a
            className="hover:underline"
            href={pagePath(clubPages.termInfo, { termId: term.termId, termName: term.termName })}
          >
            {term.termName}
          </a>
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
