import {
  currencySymbolFor,
  formatAgeRange,
  formatLongDate,
  formatMoney,
  formatDateRange,
  formatDateTime,
  formatTime,
} from '@clubroom/domain/rules';
import { useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { mapLink } from '../../lib/map-link';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import { usePublicResource } from '../../lib/use-public-resource';
import { DetailList } from '../../ui/detail-list';
import { ResourceState } from '../../ui/resource-state';
import { BookLinks, bookCampPath } from '../booking/book-links';
import { BackToSchedule } from './schedule-links';

/** /camp/{campId}: a holiday camp's weeks, days and prices. */
export default function CampInfoPage() {
  const { campId } = useParams();
  const club = useClub();
  const query = usePublicResource(scheduleRoutes.campInfo, { params: { campId } });
  return (
    <ResourceState query={query} title={(info) => info.camp.className}>
      {(info) => {
        const { camp, venue } = info;
        const tz = club.timeZone;
        const money = (minor: number) => formatMoney(minor, currencySymbolFor(info.currency));
        return (
          <article>
            <BackToSchedule />
            <h1 className="text-3xl font-bold">{camp.className}</h1>
            <p className="mb-4 text-lg text-gray-700">
              {venue.name} · {formatAgeRange(camp.ageFromInMonths, camp.ageToInMonths)}
            </p>
            {camp.description && <p className="mb-6">{camp.description}</p>}
            {camp.weeks.length > 0 && <BookLinks book={bookCampPath(camp.campId)} what={camp.className} />}
            <DetailList
              items={[
                ['Dates', `${formatLongDate(camp.startDateTime, tz)} - ${formatLongDate(camp.endDateTime, tz)}`],
                [
                  'Where',
                  <>
                    <div>
                      {venue.name}, {venue.address}, {venue.postcode}
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
                ['Prices', `${money(info.dayPrice)} a day, or ${money(info.weekPrice)} for a whole week`],
              ]}
            />
            <h2 className="mb-3 mt-8 text-xl font-bold">Weeks</h2>
            <div className="space-y-4">
              {camp.weeks.map((week) => {
                const days = info.weekDays.find((w) => w.instanceGroupId === week.instanceGroupId)?.days ?? [];
                return (
                  <section
                    key={week.instanceGroupId}
                    aria-labelledby={`week-${week.instanceGroupId}`}
                    className="rounded-lg border border-gray-200 bg-panel p-4"
                  >
                    <h3 id={`week-${week.instanceGroupId}`} className="font-bold">
                      {week.name}
                    </h3>
                    <p className="mb-2 text-sm text-gray-700">{formatDateRange(week.weekStart, week.weekEnd, tz)}</p>
                    <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                      {days.map((d) => (
                        <li key={d.startTime}>
                          {formatDateTime(d.startTime, tz)} - {formatTime(d.endTime, tz)}
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          </article>
        );
      }}
    </ResourceState>
  );
}
