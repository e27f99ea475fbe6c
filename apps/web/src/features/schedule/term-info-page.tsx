import { formatLongDate, joinableWaitingLists } from '@clubroom/domain/rules';
import { useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import { usePublicResource } from '../../lib/use-public-resource';
import { ResourceState } from '../../ui/resource-state';
import { RunsTable } from './runs-table';
import { BookingOpens } from './booking-opens';
import { BackToSchedule } from './schedule-links';
import { TermBreaks } from './term-breaks';

/** /term/{termId}/{termName}: one term with its breaks and all its runs. */
export default function TermInfoPage() {
  const { termId } = useParams();
  const club = useClub();
  const query = usePublicResource(scheduleRoutes.termInfo, { params: { termId } });
  return (
    <ResourceState query={query} title={(info) => info.term.termName}>
      {({ term, breaks, bookingOpens }) => {
        const waiting = joinableWaitingLists(term);
        return (
          <article>
            <BackToSchedule />
            <h1 className="text-3xl font-bold">{term.termName}</h1>
            <p className="mb-2 text-lg text-gray-700">
              {formatLongDate(term.termStartDateTime, club.timeZone)} -{' '}
              {formatLongDate(term.termEndDateTime - 1, club.timeZone)}
            </p>
            <TermBreaks breaks={breaks} />
            <BookingOpens opens={bookingOpens} timeZone={club.timeZone} />
            {waiting > 0 && (
              <p className="mb-4 text-sm text-gray-700">
                {waiting === 1 ? '1 waiting list you can join' : `${waiting} waiting lists you can join`}
              </p>
            )}
            {term.runs.length === 0 ? (
              <p className="rounded-lg bg-panel p-6 text-center text-lg">No classes available for booking</p>
            ) : (
              <RunsTable runs={term.runs} timeZone={club.timeZone} caption={`Classes in ${term.termName}`} />
            )}
          </article>
        );
      }}
    </ResourceState>
  );
}
