import type { AdminBooking } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, formatShortDate, formatTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { dangerButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { CampBookingDays } from './camp-booking-days';
import { useAdminBooking, useCancelAdminBooking } from './use-admin-bookings';

const t = messages.adminBookings;

/** What cancelling does: the place freed, and what becomes of its money (a monthly plan's, or a payment's). */
function cancelWords({ paymentPlan }: AdminBooking, paid: boolean) {
  if (paymentPlan) return `${t.cancelBody} ${paymentPlan.onlyPlace ? t.cancelPlanEnds : t.cancelPlanItem}`;
  return paid ? `${t.cancelBody} ${t.cancelPaid}` : t.cancelBody;
}

function BookingView({ booking }: { booking: AdminBooking }) {
  const { timeZone } = useClub();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAdminBooking(booking.bookingRef);
  const { order } = booking;
  // Without financial access the amount is not shown (null): a completed order may have been paid.
  const paid = order !== null && order.status === 'completed' && order.total !== 0;
  const when = (epoch: number) => `${formatShortDate(epoch, timeZone)} ${formatTime(epoch, timeZone)}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.detailTitle}</h1>
        {booking.status === 'confirmed' && (
          <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
            {t.cancel}
          </button>
        )}
      </div>
      {cancel.isSuccess && <FormAlert tone="info">{t.cancelled}</FormAlert>}
      {cancel.isError && <FormAlert>{userMessage(cancel.error)}</FormAlert>}
      <DetailList
        items={[
          [t.statusLabel, t.statuses[booking.status]],
          [t.childLabel, booking.child ? `${booking.child.firstName} ${booking.child.lastName}` : '–'],
          [
            t.parentLabel,
            booking.parent ? (
              <Link className="underline" to={pagePath(clubPages.contact, { parentId: booking.parent.userId })}>
                {`${booking.parent.name} · ${booking.parent.email}`}
              </Link>
            ) : (
              '–'
            ),
          ],
          booking.camp
            ? [t.campLabel, booking.camp.className]
            : [t.runLabel, booking.run ? `${booking.run.className} · ${booking.run.termName}` : '–'],
          [
            t.orderLabel,
            order ? (
              <Link className="underline" to={pagePath(clubPages.adminOrder, { orderId: order.orderId })}>
                {[order.uuid.slice(0, 8), order.total === null ? null : formatMoney(order.total), order.status]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Link>
            ) : (
              t.noOrder
            ),
          ],
        ]}
      />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t.sessionsLabel}</h2>
        <ul className="space-y-1">
          {booking.sessions.map((start) => (
            <li key={start}>{when(start)}</li>
          ))}
        </ul>
      </section>
      {booking.campWeek && (
        <CampBookingDays bookingRef={booking.bookingRef} week={booking.campWeek} timeZone={timeZone} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t.cancelTitle}
        body={cancelWords(booking, paid)}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.back}
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/** /cms/booking/{bookingRef}: one booking, with 'Cancel booking' while it stands. */
export default function BookingPage() {
  const bookingRef = useParams().bookingRef ?? '';
  const booking = useAdminBooking(bookingRef);
  return (
    <ResourceState query={booking} title={() => t.detailTitle}>
      {(data) => <BookingView booking={data} />}
    </ResourceState>
  );
}
