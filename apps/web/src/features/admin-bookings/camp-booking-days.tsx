import type { AdminBooking, AmendCampBookingResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, formatShortDate, formatTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { PaidOfflineField } from './paid-offline-field';
import { useAmendCampBooking } from './use-admin-bookings';

const t = messages.adminBookings;

/** What the last change did, in words (with the new order's link when one was made). */
function Outcome({ change, answer }: { change: 'add' | 'remove'; answer: AmendCampBookingResponse }) {
  if (change === 'remove') return <FormAlert tone="info">{t.dayRemoved}</FormAlert>;
  const { order } = answer;
  if (!order) return <FormAlert tone="info">{t.dayAlreadyThere}</FormAlert>;
  return (
    <FormAlert tone="info">
      {order.status === 'completed'
        ? t.dayAddedPaid
        : t.dayAddedPending(order.total === null ? null : formatMoney(order.total))}{' '}
      <Link className="underline" to={pagePath(clubPages.adminOrder, { orderId: order.orderId })}>
        {t.orderLink}
      </Link>
    </FormAlert>
  );
}

/**
 * A camp booking's week on its detail page: each day with the child's place on it, 'Add' for a day
 * they do not have (an order for the day price, or paid offline) and 'Remove' for one they have.
 */
export function CampBookingDays({
  bookingRef,
  week,
  timeZone,
}: {
  bookingRef: string;
  week: NonNullable<AdminBooking['campWeek']>;
  timeZone: string;
}) {
  const amend = useAmendCampBooking(bookingRef);
  const [paidOffline, setPaidOffline] = useState(false);
  const when = (epoch: number) => `${formatShortDate(epoch, timeZone)} ${formatTime(epoch, timeZone)}`;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t.campDaysTitle(week.name)}</h2>
      <p className="text-sm text-gray-700">{t.campDaysHint}</p>
      {amend.isSuccess && <Outcome change={amend.variables.change} answer={amend.data} />}
      {amend.isError && <FormAlert>{userMessage(amend.error)}</FormAlert>}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
        {week.days.map((day) => (
          <li key={day.dayId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{when(day.startTime)}</span>
              <span className="ml-2 text-sm text-gray-700">{t.dayPlaces[day.place]}</span>
            </span>
            {day.place === 'booked' && (
              <button
                type="button"
                className={secondaryButton}
                aria-label={t.removeDayLabel(when(day.startTime))}
                disabled={amend.isPending}
                onClick={() => amend.mutate({ change: 'remove', dayId: day.dayId, paidOffline })}
              >
                {t.removeDay}
              </button>
            )}
            {day.place === 'none' && (
              <button
                type="button"
                className={secondaryButton}
                aria-label={t.addDayLabel(when(day.startTime))}
                disabled={amend.isPending}
                onClick={() => amend.mutate({ change: 'add', dayId: day.dayId, paidOffline })}
              >
                {t.addDay(formatMoney(week.dayPrice))}
              </button>
            )}
          </li>
        ))}
      </ul>
      <PaidOfflineField id="add-day-paid-offline" checked={paidOffline} onCheckedChange={setPaidOffline} />
    </section>
  );
}
