import { formatDateTime } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { useClub } from '../../lib/club-context';
import { formatTimeLeft } from './time-left';
import { useNow } from './use-now';

const t = messages.bookingPages.awaitingPayment;
const HOUR_MS = 3_600_000;

/**
 * A pending order's deadline to pay, as the server gave it (`payBy`, the holds' expiry): 'Pay by
 * Sat 5th December 2026, 9:00 am to keep these places.' with a countdown in its last hour (a
 * countdown of a day's minutes says nothing), or that the time has run out.
 */
export function PayByDeadline({ payBy }: { payBy: string }) {
  const tz = useClub().timeZone;
  const now = useNow();
  const left = Date.parse(payBy) - now;
  if (left <= 0) return <p className="font-semibold text-red-700">{t.lapsed}</p>;
  return (
    <p className="font-semibold">
      {t.payBy(formatDateTime(Date.parse(payBy) / 1000, tz))}
      {left < HOUR_MS && (
        <>
          {' '}
          <span role="timer" aria-live="off">
            ({t.timeLeft(formatTimeLeft(left))})
          </span>
        </>
      )}
    </p>
  );
}
