import { messages } from '@clubroom/domain/messages';
import { platformPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBootstrap } from '../../lib/club-context';
import { apiQuery } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import * as clubsRoutes from '../../lib/api-routes/clubs';
import { primaryButton } from '../../ui/buttons';
import { Loading } from '../../ui/loading';
import { ListingSearchForm, searchFieldsOf } from '../listing/listing-search-form';

/** The bare base domain: the listing site's search, what Clubroom is, the listed clubs, and 'Create a club'. */
export default function PlatformHomePage() {
  const { baseDomain } = useBootstrap();
  const navigate = useNavigate();
  usePageTitle(null);
  const clubs = useQuery(apiQuery(clubsRoutes.listedClubs));
  const port = window.location.port ? `:${window.location.port}` : '';
  return (
    <>
      <section className="py-8">
        <h1 className="mb-3 text-3xl font-bold sm:text-4xl">
          Children's classes and holiday camps, booked in a minute
        </h1>
        <p className="mb-6 max-w-2xl text-lg text-gray-700">
          Clubroom is where children's activity clubs publish their terms of weekly classes and holiday camps, and where
          parents find a place, book and pay online, on any phone.
        </p>
        <a href={platformPages.createClub.path} className={primaryButton}>
          {messages.createClub.button}
        </a>
      </section>
      <section aria-labelledby="find-heading" className="mb-8">
        <h2 id="find-heading" className="mb-3 text-2xl font-bold">
          {messages.listing.heading}
        </h2>
        <ListingSearchForm
          initial={searchFieldsOf({})}
          onSearch={(search) => navigate(`${platformPages.search.path}${search ? `?${search}` : ''}`)}
        />
      </section>
      <section aria-labelledby="clubs-heading">
        <h2 id="clubs-heading" className="mb-3 text-2xl font-bold">
          Clubs on Clubroom
        </h2>
        {clubs.isPending && <Loading lines={2} label="Loading clubs…" />}
        {clubs.isError && <p>We couldn't load the list of clubs. Please try again later.</p>}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {clubs.data?.clubs.map((club) => (
            <li key={club.subdomain} className="rounded-lg border border-gray-200 p-4">
              <a
                className="text-lg font-semibold underline"
                href={`${window.location.protocol}//${club.subdomain}.${baseDomain}${port}/`}
              >
                {club.name}
              </a>
              <p className="text-gray-700">{club.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
