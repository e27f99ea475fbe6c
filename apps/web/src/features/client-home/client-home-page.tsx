import type { ClientHomeResponse, HomeSession } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatLongDate, formatMoney, formatTime } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as clientHomeRoutes from '../../lib/api-routes/client-home';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { Loading } from '../../ui/loading';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.cms.home;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-gray-300 p-4">
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function TodaySession({ session, timeZone }: { session: HomeSession; timeZone: string }) {
  return (
    <li>
      <Link
        className="flex flex-wrap justify-between gap-x-4 rounded-md border border-gray-200 p-3 hover:bg-gray-50"
        to={pagePath(clubPages.register, { runId: session.runId })}
      >
        <span>
          <span className="font-semibold">{formatTime(session.startTime, timeZone)}</span> {session.className}
          <span className="block text-sm text-gray-700">{session.venueName}</span>
        </span>
        <span className="text-sm text-gray-700">{t.booked(session.booked, session.capacity)}</span>
      </Link>
    </li>
  );
}

function Figures({ home, timeZone, symbol }: { home: ClientHomeResponse; timeZone: string; symbol: string }) {
  const { fillRate, waitingLists, recentBookings, moneyThisMonth: money, scheduleAnalytics: visits } = home;
  return (
    <>
      {fillRate && (
        <Panel title={t.fillRate}>
          <p className="text-3xl font-bold">
            {fillRate.capacity === 0 ? '–' : `${Math.round((100 * fillRate.booked) / fillRate.capacity)}%`}
          </p>
          <p className="text-gray-700">{t.fillRateOf(fillRate.booked, fillRate.capacity)}</p>
        </Panel>
      )}
      {waitingLists && (
        <Panel title={t.waitingLists}>
          <p>{t.waitingSummary(waitingLists.children, waitingLists.runs)}</p>
        </Panel>
      )}
      {visits && (
        <Panel title={messages.scheduleAnalytics.home.title}>
          <p>{messages.scheduleAnalytics.home.summary(visits.views, visits.visitors)}</p>
          <p className="text-gray-700">{messages.scheduleAnalytics.home.funnel(visits.clicks, visits.bookings)}</p>
          <Link className="mt-2 inline-block underline" to={clubPages.scheduleAnalytics.path}>
            {messages.scheduleAnalytics.home.more}
          </Link>
        </Panel>
      )}
      {money && (
        <Panel title={t.moneyThisMonth}>
          <dl className="grid grid-cols-2 gap-1">
            <dt>{t.paid}</dt>
            <dd className="text-right">{formatMoney(money.paid, symbol)}</dd>
            <dt>{t.refunded}</dt>
            <dd className="text-right">{formatMoney(money.refunded, symbol)}</dd>
            <dt>{t.platformFees}</dt>
            <dd className="text-right">{formatMoney(money.platformFees, symbol)}</dd>
            <dt className="font-bold">{t.net}</dt>
            <dd className="text-right font-bold">{formatMoney(money.net, symbol)}</dd>
          </dl>
        </Panel>
      )}
      {recentBookings && (
        <Panel title={t.recentBookings}>
          {recentBookings.length === 0 ? (
            <p className="text-gray-700">{t.noBookings}</p>
          ) : (
            <ul className="space-y-1">
              {recentBookings.map((b) => (
                <li key={b.bookingId} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    {b.childName} · {b.what}
                  </span>
                  <span className="text-sm text-gray-700">{formatLongDate(b.bookedAt, timeZone)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  );
}

/** /cms: the club home (spec: client home) — today's sessions first, then the week and the club's figures. */
export default function ClientHomePage() {
  const { timeZone, currencySymbol } = useClub();
  const home = useQuery(apiQuery(clientHomeRoutes.clientHome));
  usePageTitle(messages.cms.title);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{messages.cms.title}</h1>
      {home.isPending && <Loading lines={4} />}
      {home.isError && <LoadFailed message={t.loadFailed} retry={home.refetch} />}
      {home.data && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Panel title={t.today}>
              {home.data.today.length === 0 ? (
                <p className="text-gray-700">{t.noSessionsToday}</p>
              ) : (
                <ul className="space-y-2">
                  {home.data.today.map((s) => (
                    <TodaySession key={s.sessionId} session={s} timeZone={timeZone} />
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          <Panel title={t.thisWeek}>
            <p>{t.weekSummary(home.data.thisWeek.sessions, home.data.thisWeek.places)}</p>
          </Panel>
          <Figures home={home.data} timeZone={timeZone} symbol={currencySymbol} />
        </div>
      )}
    </div>
  );
}
