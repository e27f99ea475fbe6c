import {
  currencySymbolFor,
  formatAgeRange,
  formatLongDate,
  formatMoney,
  formatDateTime,
  isRunFull,
  weeklySlots,
} from '@clubroom/domain/rules';
import { priceOrFree, runSessionsMessages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import { usePublicResource } from '../../lib/use-public-resource';
import { DetailList } from '../../ui/detail-list';
import { ResourceState } from '../../ui/resource-state';
import { mapLink } from '../../lib/map-link';
import { BookLinks, bookRunPath, bookTrialPath, WaitingListLink } from '../booking/book-links';
import { TrialLabel } from './run-row';
import { BookingOpens } from './booking-opens';
import { BackToSchedule } from './schedule-links';
import { PlanTerms } from './plan-terms';
import { RunPrices } from './run-prices';
import { usePageOpenedAt } from '../../lib/page-clock';

/** /{runId}/info: one run with everything a parent needs before booking. */
export default function RunInfoPage() {
  const { runId } = useParams();
  const club = useClub();
  const query = usePublicResource(scheduleRoutes.runInfo, { params: { runId } });
  // Sessions that started before the page opened are shown as past.
  const nowSeconds = usePageOpenedAt();
  return (
    <ResourceState query={query} title={(info) => info.run.className}>
      {(info) => {
        const { run, term, venue } = info;
        const tz = club.timeZone;
        const money = (minor: number) => formatMoney(minor, currencySymbolFor(info.currency));
        return (
          <article>
            <BackToSchedule />
            <h1 className="text-3xl font-bold">
              {run.className}
              {run.hasTrialOptions === 1 && <TrialLabel />}
            </h1>
            <p className="mb-6 text-lg text-gray-700">
              {venue.name} · {formatAgeRange(run.ageFrom, run.ageTo)}
            </p>
            <BookingOpens opens={info.bookingOpens} timeZone={tz} />
            {info.sessionsLeft > 0 &&
              (isRunFull(run) ? (
                <WaitingListLink runId={run.runId} what={run.className} />
              ) : (
                <BookLinks
                  book={bookRunPath(run.runId)}
                  trial={info.trial ? bookTrialPath(run.runId) : undefined}
                  what={run.className}
                />
              ))}
            <DetailList
              items={[
                [
                  'When',
                  weeklySlots(run, tz).map((s) => (
                    <div key={s.day + s.start}>
                      {s.day}s, {s.start} - {s.end}
                    </div>
                  )),
                ],
                [
                  'Where',
                  <>
                    <div>{venue.name}</div>
                    <div>
                      {venue.address}, {venue.postcode}
                    </div>
                    {venue.latitude !== null && venue.longitude !== null && (
                      <a
                        className="underline"
                        href={mapLink(venue.latitude, venue.longitude)}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        View on a map<span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </>,
                ],
                ['Ages', formatAgeRange(run.ageFrom, run.ageTo)],
                [
                  'Term',
                  <>
                    <Link
                      className="underline"
                      to={pagePath(clubPages.termInfo, { termId: term.termId, termName: term.termName })}
                    >
                      {term.termName}
                    </Link>
                    : {formatLongDate(term.termStartDateTime, tz)} - {formatLongDate(term.termEndDateTime - 1, tz)}
                  </>,
                ],
                ['Sessions', `${info.sessionsLeft} of ${info.sessionsTotal} sessions left`],
                [
                  'Price',
                  info.monthlyPlan ? (
                    <PlanTerms price={money(info.monthlyPlan.price)} trialDays={info.monthlyPlan.trialDays} />
                  ) : (
                    <RunPrices info={info} money={money} />
                  ),
                ],
                ...(info.trial
                  ? [
                      [
                        'Trial',
                        `${info.trial.sessions} trial session${info.trial.sessions === 1 ? '' : 's'}: ${priceOrFree(info.trial.price, currencySymbolFor(info.currency))}`,
                      ] as [string, string],
                    ]
                  : []),
                [
                  'Places',
                  isRunFull(run)
                    ? 'This class is full: join the waiting list and we will offer you a place when one comes up.'
                    : `${run.capacity - run.bookingsCount} places left`,
                ],
              ]}
            />
            <h2 className="mb-2 mt-8 text-xl font-bold">Session dates</h2>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {run.sessions.map((s) => (
                <li key={s.startTime}>
                  <span className={s.startTime <= nowSeconds || s.cancelled ? 'text-gray-500 line-through' : ''}>
                    {formatDateTime(s.startTime, tz)}
                  </span>
                  {s.startTime <= nowSeconds && !s.cancelled && <span className="sr-only"> (already happened)</span>}
                  {s.cancelled && (
                    <span className="ml-2 font-semibold text-red-800">
                      {runSessionsMessages.runSessions.cancelledBadge}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </article>
        );
      }}
    </ResourceState>
  );
}
