import type { Bootstrap } from '@clubroom/domain/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BootstrapContext } from '../lib/club-context';
import { PageClockContext, type PageClock } from '../lib/page-clock';

/**
 * What every page reads: the host's club and the query cache. The router inside is the
 * browser's (main.tsx) or a fixed location's (entry-server.tsx).
 */
export function App({
  bootstrap,
  queryClient,
  clock,
  children,
}: {
  bootstrap: Bootstrap;
  queryClient: QueryClient;
  /** When the page was opened (lib/page-clock.tsx): the server's instant for a page it rendered. */
  clock: PageClock;
  children: ReactNode;
}) {
  return (
    <BootstrapContext.Provider value={bootstrap}>
      <QueryClientProvider client={queryClient}>
        <PageClockContext.Provider value={clock}>{children}</PageClockContext.Provider>
      </QueryClientProvider>
    </BootstrapContext.Provider>
  );
}
