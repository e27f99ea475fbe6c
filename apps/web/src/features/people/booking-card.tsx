import type { ParentBooking } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatLongDate, formatDateTime } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { textButton } from '../../ui/buttons';
import { bookingTitle, bookingWhere, weeklyText, whenText } from './booking-words';

const t = messages.myBookings;
const statusTone: Record<ParentBooking['status'], string> = {
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-900',
};

/**
 * One booking: what, where, when and its status, its order, and whether it can still be
 * cancelled (until when, or since when it cannot).
 */
export function BookingCard({
  booking,
  now,
  onCancel,
}: {
  booking: ParentBooking;
  /** Epoch seconds. */
  now: number;
  onCancel: (booking: ParentBooking) => void;
}) {
  const tz = useClub().timeZone;
  const weekly = weeklyText(booking, tz);
  const when = whenText(booking, tz);
  const until = booking.cancellableUntil;
  const closed = booking.status === 'confirmed' && !booking.cancellable && until !== null && until <= now;
  return (
    <li className="space-y-1 rounded-lg border border-gray-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h5 className="font-bold">{bookingTitle(booking)}</h5>
        <span className={`shrink-0 rounded px-2 py-0.5 text-sm font-bold ${statusTone[booking.status]}`}>
          {t.statuses[booking.status]}
        </span>
      </div>
      <p className="text-gray-700">{bookingWhere(booking)}</p>
      {weekly && <p>{weekly}</p>}
      {when && <p className="text-sm">{when}</p>}
      {booking.cancelledAt && (
        <p className="text-sm">{t.cancelledOn(formatLongDate(Date.parse(booking.cancelledAt) / 1000, tz))}</p>
      )}
      {booking.cancellable && until !== null && <p className="text-sm">{t.cancelUntil(formatDateTime(until, tz))}</p>}
      {closed && booking.lastSession && booking.lastSession.endTime > now && (
        <p className="text-sm">{messages.cancellation.tooLate}</p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
        {booking.orderUuid && (
          <Link className={textButton} to={pagePath(clubPages.order, { uuid: booking.orderUuid })}>
            {t.viewOrder}
            <span className="sr-only"> for {bookingTitle(booking)}</span>
          </Link>
        )}
        {booking.cancellable && (
          <button type="button" className={textButton} onClick={() => onCancel(booking)}>
            {t.cancel}
            <span className="sr-only">
              {' '}
              for {booking.child.name}, {bookingTitle(booking)}
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
