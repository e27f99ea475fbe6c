import type { Bootstrap } from '@clubroom/domain/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BootstrapContext } from '../lib/club-context';

/**
 * What every page reads: the host's club and the query cache. The router inside is the
 * browser's (main.tsx) or a fixed location's (entry-server.tsx).
 */
export function App({
  bootstrap,
  queryClient,
  children,
}: {
  bootstrap: Bootstrap;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <BootstrapContext.Provider value={bootstrap}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BootstrapContext.Provider>
  );
}
