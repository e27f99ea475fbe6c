import { messages } from '@clubroom/domain/messages';
import { CalendarDays } from 'lucide-react';
import { useClub } from '../../lib/club-context';
import { Loading } from '../../ui/loading';
import { bookingTitle, sessionText } from './booking-words';
import { useUpcomingSessions } from './use-bookings';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.myBookings;

/** The family's next sessions, soonest first: when, who, what and where; `limit` shows only the first few. */
export function UpcomingSessionsList({ limit }: { limit?: number }) {
  const tz = useClub().timeZone;
  const upcoming = useUpcomingSessions();
  if (upcoming.isPending) return <Loading lines={2} />;
  if (upcoming.isError) return <LoadFailed message={messages.bookingPages.loadFailed} retry={upcoming.refetch} />;
  const sessions = upcoming.data.sessions.slice(0, limit);
  if (sessions.length === 0) return <p className="text-gray-700">{t.noUpcoming}</p>;
  return (
    <ul className="space-y-2" aria-label={t.upcomingTitle}>
      {sessions.map((session) => (
        <li key={`${session.bookingId}-${session.startTime}`} className="flex gap-3 rounded-md bg-panel px-4 py-3">
          <CalendarDays aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          <span>
            <span className="block font-semibold">
              <span className={session.cancelled ? 'line-through' : undefined}>{sessionText(session, tz)}</span>
              {session.cancelled && <span className="ml-2 text-red-800">{messages.runSessions.cancelledBadge}</span>}
            </span>
            <span className="block">
              {session.child.name} · {bookingTitle(session)}
            </span>
            <span className="block text-sm text-gray-700">{session.venueName}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
