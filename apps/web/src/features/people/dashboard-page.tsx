import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatUkMobile } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { textButton } from '../../ui/buttons';
import { DetailList } from '../../ui/detail-list';
import { Loading } from '../../ui/loading';
import { AwaitingPaymentOrders } from '../booking/awaiting-payment-orders';
import { OutstandingBanner } from '../payments/subscriptions/outstanding-banner';
import { ChildrenList } from './children-list';
import { FamilyCreditPanel } from './family-credit-panel';
import { MarketingPreferences } from './marketing-preferences';
import { ClubMarketingPanel } from '../messaging/club-marketing-panel';
import { UpcomingSessionsList } from './upcoming-sessions-list';
import { useUserDetail } from './use-account';
import { LoadFailed } from '../../ui/load-failed';

/** /dashboard: the parent's account — any failed-payment banner, orders waiting for payment, their credit, their details, next sessions (and a link to all their bookings), children and marketing preferences. */
export default function DashboardPage() {
  const detail = useUserDetail();
  usePageTitle(messages.account.title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{messages.account.title}</h1>
      <OutstandingBanner />
      <AwaitingPaymentOrders />
      <FamilyCreditPanel />
      {detail.isPending && <Loading lines={3} />}
      {detail.isError && <LoadFailed message={messages.account.loadFailed} retry={detail.refetch} />}
      {detail.data && (
        <>
          <section aria-labelledby="details-title" className="rounded-lg border border-gray-200 p-4">
            <h2 id="details-title" className="mb-3 text-xl font-bold">
              {messages.account.details}
            </h2>
            <DetailList
              items={[
                [messages.account.name, `${detail.data.firstName} ${detail.data.lastName}`],
                [messages.account.email, <span className="break-all">{detail.data.email}</span>],
                [
                  messages.account.mobile,
                  detail.data.mobile ? formatUkMobile(detail.data.mobile) : messages.account.noMobile,
                ],
              ]}
            />
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              <Link className={textButton} to={clubPages.savedCards.path}>
                {messages.savedCards.title}
              </Link>
              <Link className={textButton} to={clubPages.myPaymentPlans.path}>
                {messages.subscriptions.mine.title}
              </Link>
            </div>
          </section>
          <section aria-labelledby="bookings-title" className="space-y-3 rounded-lg border border-gray-200 p-4">
            <h2 id="bookings-title" className="text-xl font-bold">
              {messages.myBookings.upcomingTitle}
            </h2>
            <UpcomingSessionsList limit={3} />
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Link className={textButton} to={clubPages.myBookings.path}>
                {messages.myBookings.seeAll}
              </Link>
              <Link className={textButton} to={clubPages.calendarLink.path}>
                {messages.calendarFeeds.dashboardLink}
              </Link>
            </div>
          </section>
          <section aria-labelledby="children-title" className="rounded-lg border border-gray-200 p-4">
            <h2 id="children-title" className="mb-3 text-xl font-bold">
              {messages.account.children}
            </h2>
            <ChildrenList />
            <Link className={`${textButton} mt-3 inline-block`} to={clubPages.myAnswers.path}>
              {messages.registrationQuestions.accountTitle}
            </Link>
          </section>
        </>
      )}
      <MarketingPreferences />
      <ClubMarketingPanel />
    </div>
  );
}
