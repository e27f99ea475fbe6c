import type { RouteDefinition, RouteInput } from '@clubroom/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, isNotFound, type ApiArgs, type RouteRef } from './api-client';

type IdParams = { params: Record<string, string | undefined> };

/**
 * A public resource by its id for an info page (`{ params: { runId } }`); an id that is not a
 * number is simply not found.
 */
export function usePublicResource<D extends RouteDefinition>(route: RouteRef<D>, input: RouteInput<D> & IdParams) {
  const valid = Object.values(input.params).every((id) => id !== undefined && /^\d{1,9}$/.test(id));
  // `input` is the route's own input (checked at the call site); TypeScript cannot see that through the generic.
  const query = useQuery({
    ...apiQuery(route, ...([input] as ApiArgs<D>)),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
