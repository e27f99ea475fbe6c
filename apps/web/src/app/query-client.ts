import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * A change saved reads again what it touched (`invalidateQueries`), a first load still on its way included: TanStack
 * Query lets the refetch join a load in flight when the query has no data yet, and that load's answer was read before
 * the change (a network created while the list of networks first loads was missing from it until the next refetch).
 * Such loads are cancelled first, so the refetch starts afresh; a load with data is cancelled by the refetch itself.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/** The app's query cache: one per page load in the browser, one per rendered page on the server. */
export const createQueryClient = () =>
  new AppQueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
