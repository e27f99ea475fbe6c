import type { Bootstrap } from '@clubroom/domain/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from './browser-router';
import { BootstrapContext } from '../lib/club-context';
import { AppRoutes } from './router';

export function App({ bootstrap }: { bootstrap: Bootstrap }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <BootstrapContext.Provider value={bootstrap}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </BootstrapContext.Provider>
  );
}
