import type { ListingResult } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatAgeRange, formatDateTime, formatMoney } from '@clubroom/domain/rules';
import { primaryButton } from '../../ui/buttons';

const t = messages.listing;

/** One class or camp found: its club (marked when featured), where, when next, the price and places left, and its page. */
export function ListingResultCard({ result }: { result: ListingResult }) {
  return (
    <li
      data-testid="listing-result"
      data-club={result.club.subdomain}
      className={`rounded-lg border p-4 ${result.club.premium ? 'border-amber-500 bg-amber-50' : 'border-gray-200'}`}
    >
      {result.club.premium && (
        <p className="mb-1 inline-block rounded bg-amber-500 px-2 py-0.5 text-xs font-bold text-gray-900">
          {t.premium}
        </p>
      )}
      <h2 className="text-lg font-semibold">
        {result.name}
        {result.kind === 'camp' && <span className="ml-2 text-sm font-normal text-gray-700">{t.camp}</span>}
      </h2>
      <p className="text-gray-800">{result.club.name}</p>
      <p className="text-gray-700">
        {result.venueName}
        {result.distanceMiles !== null && <> · {t.milesAway(result.distanceMiles)}</>}
      </p>
      <p className="text-gray-700">{formatAgeRange(result.ageFrom, result.ageTo)}</p>
      {result.nextSession !== null && <p>{t.next(formatDateTime(result.nextSession, result.timeZone))}</p>}
      <p>
        <span className="font-semibold">{formatMoney(result.price, currencySymbolFor(result.currency))}</span>{' '}
        {result.priceUnit === 'term' ? t.perTerm : t.perWeek}
        {result.placesLeft !== null && <> · {t.placesLeft(result.placesLeft)}</>}
      </p>
      <a href={result.url} className={`${primaryButton} mt-3 w-full sm:w-auto`}>
        {t.infoAndBooking}
        <span className="sr-only">
          {' '}
          for {result.name}, {result.club.name}
        </span>
      </a>
    </li>
  );
}
