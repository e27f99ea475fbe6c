import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { AwaitingPaymentOrders } from '../booking/awaiting-payment-orders';
import { textButton } from '../../ui/buttons';
import { BookingsByChild } from './bookings-by-child';
import { FamilyCreditPanel } from './family-credit-panel';
import { UpcomingSessionsList } from './upcoming-sessions-list';
import { WaitingListEntries } from './waiting-list-entries';

const t = messages.myBookings;

/** /dashboard/bookings: the family's orders waiting for payment, their credit, upcoming sessions, waiting lists and bookings per child at this club. */
export default function MyBookingsPage() {
  usePageTitle(t.title);
  return (
    <div className="space-y-6">
      <Link className={textButton} to={clubPages.dashboard.path}>
        {messages.family.backToAccount}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <AwaitingPaymentOrders />
      <FamilyCreditPanel />
      <Section id="upcoming-title" title={t.upcomingTitle}>
        <UpcomingSessionsList />
      </Section>
      <Section id="waiting-title" title={t.waitingTitle}>
        <WaitingListEntries />
      </Section>
      <Section id="bookings-title" title={t.bookingsTitle}>
        <BookingsByChild />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
