import type { Bootstrap, Me } from '@clubroom/domain/api';
import { matchPage, pageDefinitionOf, pageIdsOf, pageQueryOf, type PageData } from '@clubroom/domain/pages';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, queryKeyOf, type RouteRef } from '../lib/api-client';

/** The element the server writes a rendered page's data into (platform/web-app.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Puts the answers a page was rendered with into the query cache, under the keys its components
 * ask for (a public route called with the page's ids), so they render at once and ask nothing
 * again; a null answer is the route's 404. Run before the first render, on the server and in
 * the browser alike, so both render the same.
 */
export function seedPageData(queryClient: QueryClient, bootstrap: Bootstrap, url: string, data: PageData): void {
  const site = bootstrap.club ? 'club' : 'platform';
  const address = new URL(url, 'http://page');
  const match = matchPage(site, address.pathname);
  if (!match) return;
  const ids = pageIdsOf(site, match);
  const input = pageDefinitionOf(site, match.page)?.queryInput
    ? { query: pageQueryOf(address.searchParams) }
    : Object.keys(ids).length > 0
      ? { params: ids }
      : undefined;
  for (const [operationId, answer] of Object.entries(data)) {
    const queryKey = queryKeyOf({ operationId } as RouteRef, ...((input ? [input] : []) as []));
    if (answer !== null) {
      queryClient.setQueryData(queryKey, answer);
      continue;
    }
    const error = new ApiError(404, 'NOT_FOUND', 'Not found');
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey })
      .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchFailureCount: 1 });
  }
}

/** The JSON the server wrote into the page's element of that id (platform/web-app.ts), or null (none: Vite's dev server). */
export function embedded<T>(id: 'bootstrap' | 'me' | typeof PAGE_DATA_ELEMENT_ID): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

/** The data the server rendered this page with, or null when it rendered none. */
export const embeddedPageData = () => embedded<PageData>(PAGE_DATA_ELEMENT_ID);

/** Who is signed in, as the `me` route would answer. */
export const embeddedMe = () => embedded<Me>('me');
