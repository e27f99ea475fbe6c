import type { Camp } from '@clubroom/domain/api';
import { formatAgeRange, formatDateRange } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { primaryButton } from '../../ui/buttons';
import { BookingLink } from './schedule-links';

export function CampCard({ camp, timeZone }: { camp: Camp; timeZone: string }) {
  return (
    <section
      data-testid="camp-card"
      aria-labelledby={`camp-${camp.campId}`}
      className="rounded-lg border border-gray-200 bg-panel p-4"
    >
      <h2 id={`camp-${camp.campId}`} className="text-xl font-bold">
        {camp.className}
      </h2>
      <p className="text-sm text-gray-700">
        {formatAgeRange(camp.ageFromInMonths, camp.ageToInMonths)} ·{' '}
        {formatDateRange(camp.startDateTime, camp.endDateTime, timeZone)} · {camp.venueName}
      </p>
      {camp.description && <p className="mt-2">{camp.description}</p>}
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Weeks of {camp.className}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              Week
            </th>
            <th scope="col" className="py-1">
              Dates
            </th>
          </tr>
        </thead>
        <tbody>
          {camp.weeks.map((w) => (
            <tr key={w.instanceGroupId} className="border-t border-gray-200">
              <td className="py-1 pr-3">{w.name}</td>
              <td className="py-1">{formatDateRange(w.weekStart, w.weekEnd, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BookingLink
        to={pagePath(clubPages.campInfo, { campId: camp.campId })}
        counts={{ campId: camp.campId }}
        className={`${primaryButton} mt-3 w-full sm:w-auto`}
      >
        Info &amp; Booking<span className="sr-only"> for {camp.className}</span>
      </BookingLink>
    </section>
  );
}
