import { messages } from '@clubroom/domain/messages';
import { pageQueryOf, platformPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as listingRoutes from '../../lib/api-routes/listing';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { ListingResultCard } from './listing-result-card';
import { ListingSearchForm, searchFieldsOf } from './listing-search-form';

const t = messages.listing;

/**
 * The listing site's search (`/search?postcode=&age=…`): classes and camps of every listed club, premium clubs
 * first. The search is the address, so a link shares it; the server renders its results.
 */
export default function SearchPage() {
  usePageTitle(t.heading);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = pageQueryOf(searchParams);
  const found = useQuery(apiQuery(listingRoutes.searchListings, { query }));
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">{t.heading}</h1>
      <p className="mb-4 text-gray-700">{t.intro}</p>
      <ListingSearchForm
        key={searchParams.toString()}
        initial={searchFieldsOf(query)}
        onSearch={(search) => navigate(`${platformPages.search.path}${search ? `?${search}` : ''}`)}
      />
      <section aria-labelledby="listing-results" className="mt-6">
        {found.isPending && <Loading lines={3} label={t.searching} />}
        {found.isError && <LoadFailed message={userMessage(found.error, t.failed)} retry={() => found.refetch()} />}
        {found.data && (
          <>
            {found.data.notice && (
              <p role="status" className="mb-3 rounded-md bg-amber-50 p-3">
                {found.data.notice}
              </p>
            )}
            <h2 id="listing-results" className="mb-3 text-xl font-bold" aria-live="polite">
              {t.found(found.data.results.length, found.data.total)}
            </h2>
            {found.data.results.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {found.data.results.map((result) => (
                  <ListingResultCard key={`${result.kind}-${result.id}`} result={result} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
