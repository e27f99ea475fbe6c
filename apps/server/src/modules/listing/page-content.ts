import { listingApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { pageQueryOf, type PageMatch } from '@clubroom/domain/pages';
import type { PageContent } from '../../platform/web-app.js';
import { searchListings, type SearchDeps } from './search-listings.js';

/**
 * The listing site's search page as the server renders it: the search its address names, answered as its route
 * answers it, so a shared link paints its results from the HTML. An address the route refuses renders the bare page,
 * whose call then shows why.
 */
export function listingPageContent(deps: SearchDeps) {
  return async (search: URLSearchParams, { page }: PageMatch): Promise<PageContent | undefined> => {
    if (page !== 'search') return undefined;
    const head = { title: messages.listing.heading, description: messages.listing.intro };
    const query = listingApi.searchListings.query.safeParse(pageQueryOf(search));
    if (!query.success) return { head, data: {} };
    const value = listingApi.searchListings.response.parse(await searchListings(deps, query.data));
    return { head, data: { searchListings: { value, json: JSON.stringify(value) } } };
  };
}
