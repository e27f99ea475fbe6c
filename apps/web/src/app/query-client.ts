import { QueryClient } from '@tanstack/react-query';

/** The app's query cache: one per page load in the browser, one per rendered page on the server. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
