import type { RunInfo } from '@clubroom/domain/api';
import { autoEnrolMessages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';

const t = autoEnrolMessages.autoEnrol.openings;

/**
 * A term's priority windows on its public pages (a run's, the term's): when booking opens for members, their
 * siblings and everyone, in the club's time; nothing once everyone may book (the server sends none then).
 */
export function BookingOpens({ opens, timeZone }: { opens: RunInfo['bookingOpens']; timeZone: string }) {
  if (!opens) return null;
  return (
    <section aria-labelledby="booking-opens" className="mb-6 rounded-lg bg-panel p-4">
      <h2 id="booking-opens" className="mb-2 text-lg font-semibold">
        {t.publicTitle}
      </h2>
      <ul className="space-y-1">
        <li>{t.publicMembers(formatDateTime(opens.membersFrom, timeZone))}</li>
        <li>{t.publicSiblings(formatDateTime(opens.siblingsFrom, timeZone))}</li>
        <li>{t.publicEveryone(formatDateTime(opens.everyoneFrom, timeZone))}</li>
      </ul>
    </section>
  );
}
