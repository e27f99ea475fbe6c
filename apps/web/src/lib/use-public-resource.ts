import type { RouteDefinition, RouteParams } from '@clubroom/domain/api';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, isNotFound, type ApiArgs, type RouteRef } from './api-client';

/** The route's id parameters as the page's address gives them (`useParams`): text, or missing. */
type PageIds<D extends RouteDefinition> = { params: { [K in keyof RouteParams<D> & string]: string | undefined } };

/**
 * A public resource by its id for an info page (`{ params: { runId } }`); an id that is not a
 * canonical id (as the server's pages and routes take them) is simply not found.
 */
export function usePublicResource<D extends RouteDefinition>(route: RouteRef<D>, input: PageIds<D>) {
  const ids: (string | undefined)[] = Object.values(input.params);
  const valid = ids.every((id) => id !== undefined && isCanonicalId(id));
  // Only sent once every id is valid, so `input` is then the route's own input.
  const options = apiQuery(route, ...([input] as unknown as ApiArgs<D>));
  const known = useQueryClient().getQueryState(options.queryKey);
  const query = useQuery({
    ...options,
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 1,
    // What is known not to exist (a server-rendered 404, say) is not asked for again on opening the page.
    retryOnMount: !isNotFound(known?.error),
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
