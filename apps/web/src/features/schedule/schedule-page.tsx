import { notTakingBookings } from '@clubroom/domain/messages';
import { applyFilters, shouldShowFilters, type FilterContext } from '@clubroom/domain/rules';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { Loading } from '../../ui/loading';
import { CampCard } from './camp-card';
import { FiltersPanel } from './filters-panel';
import { changedFilters, reportScheduleEvent } from './schedule-analytics';
import { useRememberScheduleView } from './last-schedule-view';
import { ScheduleViewContext } from './schedule-links';
import { TermCard } from './term-card';
import { useDistanceOrigin } from './use-distance-origin';
import { useSchedule } from './use-schedule';
import { useScheduleFilters } from './use-schedule-filters';
import { WaitingList } from './waiting-list';

/** Counts one view of the schedule each time it is opened (once, though React may run an effect twice in development). */
function useCountedView() {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    reportScheduleEvent({ event: 'view' });
  }, []);
}

/** The club's public schedule: '/' on the club's host. */
export default function SchedulePage() {
  const club = useClub();
  usePageTitle(null);
  const { pathname, search } = useLocation();
  useRememberScheduleView(pathname + search);
  const schedule = useSchedule();
  const [filters, setFilters] = useScheduleFilters();
  useCountedView();
  const changeFilters = (next: typeof filters) => {
    const changed = changedFilters(filters, next);
    if (changed.length > 0) reportScheduleEvent({ event: 'filter', filters: changed });
    setFilters(next);
  };
  const { origin, problem } = useDistanceOrigin(filters.distance);
  const context: FilterContext = { timeZone: club.timeZone, origin };

  return (
    <ScheduleViewContext value={pathname + search}>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{club.name}: classes and camps</h1>
      {!club.takingBookings && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
          {notTakingBookings}
        </p>
      )}
      {schedule.isPending && <Loading label="Loading the schedule…" />}
      {schedule.isError && (
        <section role="alert" className="mx-auto max-w-xl py-12 text-center text-lg">
          <h2 className="mb-3 text-2xl font-bold">We couldn't load the schedule</h2>
          <p>
            Please check your connection and{' '}
            <button type="button" className="underline" onClick={() => schedule.refetch()}>
              try again
            </button>
            .
          </p>
        </section>
      )}
      {schedule.data &&
        (() => {
          const shown = applyFilters(schedule.data, filters, context);
          const nothing = shown.terms.length === 0 && shown.camps.length === 0 && shown.waitingListRuns.length === 0;
          return (
            <>
              {shouldShowFilters(schedule.data) && (
                <FiltersPanel
                  schedule={schedule.data}
                  filters={filters}
                  context={context}
                  distanceProblem={problem}
                  onChange={changeFilters}
                />
              )}
              <div className="space-y-6" aria-live="polite">
                {nothing && (
                  <p className="rounded-lg bg-panel p-6 text-center text-lg">No classes available for booking</p>
                )}
                {shown.terms.map((term) => (
                  <TermCard key={term.termId} term={term} timeZone={club.timeZone} />
                ))}
                {shown.waitingListRuns.length > 0 && (
                  <WaitingList runs={shown.waitingListRuns} timeZone={club.timeZone} />
                )}
                {shown.camps.map((camp) => (
                  <CampCard key={camp.campId} camp={camp} timeZone={club.timeZone} />
                ))}
              </div>
            </>
          );
        })()}
    </ScheduleViewContext>
  );
}
