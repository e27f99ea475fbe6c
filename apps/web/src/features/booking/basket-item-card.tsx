import { formatDateTime } from '@clubroom/domain/rules';
import type { BasketItem } from '@clubroom/domain/api';
import { messages, termSessionsText } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { useClub } from '../../lib/club-context';
import { datesText, PlaceDetails } from './order-summary';
import { formatTimeLeft } from './time-left';

const t = messages.bookingPages;

/** What an item is, as a parent reads it: 'Mini Kickers – Trial session'. */
export const itemTitle = (item: BasketItem) => `${item.className} – ${messages.booking.orderLines[item.type]}`;

/**
 * One place in the basket: the child, what, when, its price and the time its hold has left (a
 * timer, which screen readers do not read out every second: the basket announces the minutes),
 * or, for a place offered from a waiting list, when its offer ends.
 */
export function BasketItemCard({
  item,
  price,
  timeLeft,
  actions,
}: {
  item: BasketItem;
  price: string | null;
  /** Milliseconds its hold has left; null once it has lapsed. */
  timeLeft: number | null;
  actions: ReactNode;
}) {
  const tz = useClub().timeZone;
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 bg-panel p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-bold">{itemTitle(item)}</h3>
          <PlaceDetails place={item} />
          <p className="text-gray-700">{item.childName}</p>
          {(item.dates.length > 0 || item.sessions) && (
            <p className="text-sm text-gray-700">
              {item.sessions && item.dates.length === 0 ? termSessionsText(item.sessions) : datesText(item, tz)}
            </p>
          )}
        </div>
        {price && <p className="whitespace-nowrap font-semibold">{price}</p>}
      </div>
      {price && item.cappedAtWeekPrice && <p className="text-sm text-gray-700">{t.weekCapApplied}</p>}
      {timeLeft !== null && item.offered ? (
        <p className="text-sm font-medium">{t.offerHeldUntil(formatDateTime(Date.parse(item.expiresAt) / 1000, tz))}</p>
      ) : timeLeft !== null ? (
        <p role="timer" aria-live="off" className="text-sm font-medium">
          {t.heldFor(formatTimeLeft(timeLeft))}
        </p>
      ) : (
        <p className="text-sm font-semibold text-red-700">{t.noLongerHeld}</p>
      )}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </li>
  );
}
