import type { Child, ParentBooking } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { BookingCard } from './booking-card';
import { bookingTitle, cancelText, isCurrent } from './booking-words';
import { useCancelBooking } from './use-booking-changes';
import { useParentBookings } from './use-bookings';
import { useChildren } from './use-children';
import { LoadFailed } from '../../ui/load-failed';
import { usePageOpenedAt } from '../../lib/page-clock';

const t = messages.myBookings;

/**
 * The family's bookings at this club, per child: current and upcoming first, then past and
 * cancelled; each child links to their page (details and photo permission). Cancelling asks first.
 */
export function BookingsByChild() {
  const bookings = useParentBookings();
  const children = useChildren();
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<ParentBooking | null>(null);
  const [cancelled, setCancelled] = useState<ParentBooking | null>(null);
  // Current or past as of opening the page (epoch seconds).
  const now = usePageOpenedAt();
  const club = useClub();
  if (bookings.isPending || children.isPending) return <Loading lines={3} />;
  if (bookings.isError) return <LoadFailed message={messages.bookingPages.loadFailed} retry={bookings.refetch} />;
  if (children.isError) return <LoadFailed message={messages.bookingPages.loadFailed} retry={children.refetch} />;
  const all = bookings.data.pages.flatMap((page) => page.bookings);
  if (all.length === 0) {
    return (
      <div className="space-y-3">
        <p className="font-semibold">{t.noBookings}</p>
        <p className="text-gray-700">{t.noBookingsHint}</p>
        <Link className={primaryButton} to={clubPages.schedule.path}>
          {t.findAClass}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {cancelled && (
        <FormAlert tone="info">{t.cancelledNotice(cancelled.child.name, bookingTitle(cancelled))}</FormAlert>
      )}
      {cancel.isError && <FormAlert>{userMessage(cancel.error)}</FormAlert>}
      {children.data.children.map((child) => (
        <ChildBookings
          key={child.personId}
          child={child}
          bookings={all.filter((booking) => booking.child.id === child.personId)}
          now={now}
          onCancel={setCancelling}
        />
      ))}
      {bookings.hasNextPage && (
        <SpinnerButton
          type="button"
          className={secondaryButton}
          loading={bookings.isFetchingNextPage}
          onClick={() => bookings.fetchNextPage()}
        >
          {t.showMore}
        </SpinnerButton>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle}
        body={cancelling ? cancelText(cancelling, club) : ''}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        pending={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          setCancelled(null);
          cancel.mutate(cancelling.bookingRef, {
            onSuccess: () => setCancelled(cancelling),
            onSettled: () => setCancelling(null),
          });
        }}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}

function ChildBookings({
  child,
  bookings,
  now,
  onCancel,
}: {
  child: Child;
  bookings: ParentBooking[];
  now: number;
  onCancel: (booking: ParentBooking) => void;
}) {
  const name = `${child.firstName} ${child.lastName}`;
  const current = bookings.filter((booking) => isCurrent(booking, now));
  const past = bookings.filter((booking) => !isCurrent(booking, now));
  const headingId = `child-bookings-${child.personId}`;
  const list = (title: string, items: ParentBooking[]) =>
    items.length > 0 && (
      <div className="space-y-2">
        <h4 className="font-semibold text-gray-700">{title}</h4>
        <ul className="space-y-3" aria-label={`${name}: ${title}`}>
          {items.map((booking) => (
            <BookingCard key={booking.bookingId} booking={booking} now={now} onCancel={onCancel} />
          ))}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 id={headingId} className="text-lg font-bold">
          {name}
        </h3>
        <Link className="text-sm underline" to={pagePath(clubPages.child, { personId: child.personId })}>
          {t.childDetails}
          <span className="sr-only"> for {name}</span>
        </Link>
      </div>
      {bookings.length === 0 && <p className="text-gray-700">{t.childHasNone}</p>}
      {list(t.current, current)}
      {list(t.past, past)}
    </section>
  );
}
